/*
 * Request-time regions: the parts of a prerendered page whose content comes from the database (the bookable days,
 * the template gallery). The build prerenders the page with the region in its loading state; for each request the
 * API fills the region with markup rendered from its own answers, and puts those answers in the document, so the page
 * is whole before any JavaScript runs and the app, started at the visitor's first input, hydrates the same markup
 * from the same data without asking again.
 *
 * The region's markup comes from the remote that owns the page: its production build includes a small CommonJS
 * module (dist/server/request-time.js) whose `regions` render with the same components the page uses in the browser.
 */

/** Marks the element the API replaces with the region rendered for the request: `<div data-request-time="website-templates">`. */
export const REQUEST_TIME_REGION_ATTRIBUTE = 'data-request-time';

/** Id of the `<script type="application/json">` holding the answers the regions were rendered from. */
export const REQUEST_TIME_DATA_ID = 'request-time-data';

/** Where a remote's request-time module lives inside its build. */
export const REQUEST_TIME_MODULE = 'server/request-time.js';

/** One GET the region shows, with the query key the page reads its answer under. */
export interface RequestTimeQuery {
  /** Path and query string of a public GET endpoint, e.g. '/api/scheduling/days'. */
  path: string;
  key: readonly unknown[];
}

export interface RequestTimeRegion {
  queries: readonly RequestTimeQuery[];
  /** The region's markup for the answers, given in `queries` order: its element, in place of the prerendered one. */
  render(answers: readonly unknown[]): string;
  /**
   * Answer sets, each in `queries` order, that between them show every state the region's markup can take (an empty
   * list, a holiday, a popular template...). The build's prerender renders each and inlines the CSS rules their markup
   * uses, as it does for the rest of the page; a state no sample shows would be unstyled until the app's stylesheets
   * load at the first input.
   */
  samples: readonly (readonly unknown[])[];
}

/** What a remote's request-time module exports. */
export interface RequestTimeModule {
  regions: Readonly<Record<string, RequestTimeRegion>>;
}

/** The document's data block: each answer under its query key, with the time the API read it (ms since epoch). */
export interface RequestTimeData {
  readAt: number;
  queries: { key: readonly unknown[]; data: unknown }[];
}
