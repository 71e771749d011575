/*
 * The agency's figures and standing claims (spec part 1 §2 and §9; legal terms), written once: the About section, the
 * portfolio, the legal pages and the builder's trust notes all state them from here, so no sentence on the site can
 * contradict another. The name, e-mail addresses and phone number are the design system's brand module
 * (@agency/design-system/brand); plan names and prices are the API's plan catalogue (GET /api/price-catalogue).
 * Free of imports: the home page's first load carries the stat tiles.
 */

/**
 * The track record, as the About section's four tiles show it (spec part 1 §2), in that order: projects completed,
 * happy clients, average efficiency gain, years in business ('5+': the agency's own age; no bio states a longer one).
 * A list rather than named fields: the home page's first load carries it, and a list is the fewest bytes.
 */
export const AGENCY_STATS = [
  { value: '50', label: 'Projects Completed' },
  { value: '25', label: 'Happy Clients' },
  { value: '100%', label: 'Avg. Efficiency Gain' },
  { value: '5+', label: 'Years Experience' },
] as const;

/** When the phone and the support inbox are answered; there is no round-the-clock support. */
export const SUPPORT_HOURS = 'Monday-Friday 9 AM-5 PM NZST';

/** The hosting's uptime target. */
export const HOSTING_UPTIME = '99.9%';
