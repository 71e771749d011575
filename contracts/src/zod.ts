import { z } from 'zod';

// In a browser the site runs under a CSP without 'unsafe-eval'. zod probes for eval (`new Function`) at its first
// object parse to pick its compiled fast path; the probe is caught, but the browser still reports a CSP violation.
// jitless skips the probe in browsers. This module is the package's one with a side effect (package.json says so, or
// bundlers would link past it to zod itself). Every schema here, and every app's own, takes `z` from this module, so the
// setting is in place before any parse whichever module a page happens to load first.
if (typeof document !== 'undefined') z.config({ jitless: true });

export { z };
