/** The agency's name and contact details, written once for every app's titles and copy. */
export const AGENCY_NAME = 'Kea AI Studio';
export const AGENCY_DOMAIN = 'keaaistudio.co.nz';
export const SUPPORT_EMAIL = `support@${AGENCY_DOMAIN}`;
export const CONTACT_EMAIL = `hello@${AGENCY_DOMAIN}`;
export const CONTACT_PHONE = '+64 9 280 4120';
