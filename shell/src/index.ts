import { recordEarlyClicks } from './features/prerender/early-clicks';

// A press on a prerendered button before the page is taken over is kept and replayed after hydration.
recordEarlyClicks();
// The async boundary lets the federation runtime negotiate shared modules
// (React, the router, ...) before any of them is evaluated.
void import('./bootstrap');
