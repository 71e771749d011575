/**
 * The public pages search engines should find. Each is prerendered to HTML at build time, so it paints before any
 * JavaScript runs: content pages whole, the interactive flows (booking, the wizards, the builder's gallery) as their
 * first screen's frame and text, with their data and interaction arriving once the app takes the page over.
 */
export interface PublicPage {
  path: string;
  prerender: boolean;
}

export const CASE_STUDY_IDS = ['watalotigot', 'farmdirect', 'g2arch'] as const;

export const PUBLIC_PAGES: readonly PublicPage[] = [
  { path: '/', prerender: true },
  { path: '/pricing', prerender: true },
  { path: '/portfolio', prerender: true },
  ...CASE_STUDY_IDS.map((id) => ({ path: `/case-study/${id}`, prerender: true })),
  { path: '/podcast', prerender: true },
  { path: '/terms', prerender: true },
  { path: '/disclaimer', prerender: true },
  { path: '/onboarding', prerender: true },
  { path: '/discovery', prerender: true },
  { path: '/book-consultation', prerender: true },
  { path: '/website-builder', prerender: true },
];

/** Where the prerendered document of a path lives inside the shell's build. */
export function prerenderedFile(path: string): string {
  return path === '/' ? 'prerendered/index.html' : `prerendered${path}/index.html`;
}
