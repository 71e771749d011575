import { DEFAULT_COLOR_SCHEME, SITE_COLOR_SCHEMES, type SiteColorScheme } from '../builder-options';

/**
 * The hero gradient and accent of each colour scheme. Text colours are chosen per scheme so both ends of the gradient
 * keep at least 4.5:1 contrast (white on the dark schemes, near-black on yellow), which Lighthouse and axe check.
 */
export interface SchemeColors {
  from: string;
  to: string;
  /** Text on the gradient. */
  onHero: string;
  /** Headings, links and buttons on white; at least 4.5:1 against #ffffff. */
  accent: string;
  /** Tinted card background. */
  soft: string;
}

export const SCHEME_COLORS: Record<SiteColorScheme, SchemeColors> = {
  blue: { from: '#1e3a8a', to: '#1d4ed8', onHero: '#ffffff', accent: '#1d4ed8', soft: '#eff6ff' },
  yellow: { from: '#fde047', to: '#f59e0b', onHero: '#1f2937', accent: '#92400e', soft: '#fefce8' },
  warm: { from: '#9a3412', to: '#c2410c', onHero: '#ffffff', accent: '#9a3412', soft: '#fff7ed' },
  medical: { from: '#115e59', to: '#0e7490', onHero: '#ffffff', accent: '#0f766e', soft: '#f0fdfa' },
  professional: { from: '#111827', to: '#374151', onHero: '#ffffff', accent: '#1f2937', soft: '#f3f4f6' },
  elegant: { from: '#581c87', to: '#7e22ce', onHero: '#ffffff', accent: '#6b21a8', soft: '#faf5ff' },
};

/** The template's scheme, or blue when it names none or one this generator does not know. */
export function schemeColors(colorScheme: string | undefined | null): SchemeColors {
  const known = (SITE_COLOR_SCHEMES as readonly string[]).includes(colorScheme ?? '');
  return SCHEME_COLORS[known ? (colorScheme as SiteColorScheme) : DEFAULT_COLOR_SCHEME];
}
