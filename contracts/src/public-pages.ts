import type { TRemoteName } from './remotes';

/**
 * The public pages search engines should find. Each is prerendered to HTML at build time, so it paints before any
 * JavaScript runs: content pages whole, the interactive flows (booking, the wizards, the builder's gallery) as their
 * first screen's frame and text, with their data and interaction arriving once the app takes the page over.
 */
export interface PublicPage {
  path: string;
  prerender: boolean;
  /**
   * When the app takes a prerendered page over. 'on-intent': a content page is whole as HTML, so the app starts at
   * the visitor's first input (pointer, touch, key, focus, scroll) and a reader who only reads runs none of it.
   * A form page can be 'on-intent' too when its fields keep what is typed before the take-over (the discovery
   * assessment: keepTypedOnRegister), and so can a page whose data the API renders into it for each request
   * (`requestTimeRegions`). 'at-once': a page whose first screen would otherwise wait for the app.
   * Signed-in visitors always get 'at-once' (their header differs from the prerendered, signed-out one), and so does
   * a page whose request-time regions could not be filled.
   */
  takeOver: 'on-intent' | 'at-once';
  /** The remote whose request-time module renders this page's data regions (request-time-regions.ts). */
  requestTimeRegions?: TRemoteName;
}

export const CASE_STUDY_IDS = ['watalotigot', 'farmdirect', 'g2arch'] as const;

export const PUBLIC_PAGES: readonly PublicPage[] = [
  { path: '/', prerender: true, takeOver: 'on-intent' },
  { path: '/pricing', prerender: true, takeOver: 'on-intent', requestTimeRegions: 'marketing' },
  { path: '/portfolio', prerender: true, takeOver: 'on-intent' },
  ...CASE_STUDY_IDS.map((id) => ({ path: `/case-study/${id}`, prerender: true, takeOver: 'on-intent' as const })),
  { path: '/podcast', prerender: true, takeOver: 'on-intent' },
  { path: '/terms', prerender: true, takeOver: 'on-intent' },
  { path: '/disclaimer', prerender: true, takeOver: 'on-intent' },
  { path: '/onboarding', prerender: true, takeOver: 'on-intent' },
  { path: '/discovery', prerender: true, takeOver: 'on-intent' },
  { path: '/book-consultation', prerender: true, takeOver: 'on-intent', requestTimeRegions: 'marketing' },
  // The contact form, the consultant and booking on one page (a signed-in visitor's way to them; anyone may come).
  { path: '/contact', prerender: true, takeOver: 'on-intent' },
  { path: '/website-builder', prerender: true, takeOver: 'on-intent', requestTimeRegions: 'builder' },
];

/** Where the prerendered document of a path lives inside the shell's build. */
export function prerenderedFile(path: string): string {
  return path === '/' ? 'prerendered/index.html' : `prerendered${path}/index.html`;
}
