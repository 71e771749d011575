/*
 * Apart from navigation.ts so that the marketing remote's home page and contact page, each loaded on its own, do not
 * share a module for one constant (a shared module cannot be merged into either page's code).
 */

/**
 * The contact form, the AI consultant and booking on a page of their own (marketing). The visitor's home page has
 * them as its #contact section, but a signed-in visitor's '/' is the client home (or, for an admin, the CRM): the
 * shell sends their '/#contact' links here.
 */
export const CONTACT_PAGE_PATH = '/contact';
export const HOME_CONTACT_ANCHOR = '/#contact';

/** The contact page with the AI consultant's chat opened on arrival. */
export const CONSULTANT_QUERY_PARAM = 'consultant';
export const CONSULTANT_PAGE_PATH = `${CONTACT_PAGE_PATH}?${CONSULTANT_QUERY_PARAM}=open`;
