import { z } from 'zod';

// In a browser the site runs under a CSP without 'unsafe-eval'. zod probes for eval (`new Function`) at its first
// object parse to decide on its compiled fast path; the probe is caught, but the browser still reports a CSP
// violation. jitless skips the probe (and the fast path) in browsers; the API keeps it.
if (typeof document !== 'undefined') z.config({ jitless: true });
