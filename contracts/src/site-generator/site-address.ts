import { domainSearchText } from '../builder-options';

/** The hosting sub-domain a site gets before it has a domain of its own (part 2 §9). */
export const SITE_HOSTING_DOMAIN = 'sites.agency.nz';

/** 'Joe's Plumbing Ltd' -> 'joesplumbingltd'; 'mysite' when nothing is left. The server makes it unique. */
export function siteSlugFor(businessName: string): string {
  return domainSearchText(businessName).slice(0, 60) || 'mysite';
}

/** The placeholder address the preview shows in its browser frame: 'https://joesplumbing.sites.agency.nz/'. */
export function previewAddress(businessName: string): string {
  return `https://${siteSlugFor(businessName)}.${SITE_HOSTING_DOMAIN}/`;
}
