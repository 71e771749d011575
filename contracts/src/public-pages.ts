/**
 * The public pages search engines should find. Content pages are prerendered to HTML at build time, so they paint
 * before any JavaScript runs; the interactive flows (forms, wizards, the builder) are listed for crawlers only.
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
  { path: '/onboarding', prerender: false },
  { path: '/discovery', prerender: false },
  { path: '/book-consultation', prerender: false },
  { path: '/website-builder', prerender: false },
];

/** Where the prerendered document of a path lives inside the shell's build. */
export function prerenderedFile(path: string): string {
  return path === '/' ? 'prerendered/index.html' : `prerendered${path}/index.html`;
}
