import { ZCreateSiteRequest, type TCreateSiteRequest } from '@agency/contracts';
import { readSelectedTemplateId } from '../builder-storage/builder-storage';
import { readBusinessInfo } from '../builder-storage/business-info-storage';

/**
 * The template and business info saved in this browser, when they make a site the server would accept (the
 * contract's own schema), or null. Sent with the subscription and used to create the site when the account has
 * none yet; a draft that would be refused is left out rather than failing the subscription with it.
 */
export function readSiteDraft(): TCreateSiteRequest | null {
  const templateId = readSelectedTemplateId();
  const businessInfo = readBusinessInfo();
  if (!templateId || !businessInfo) return null;
  const parsed = ZCreateSiteRequest.safeParse({ templateId, businessInfo });
  return parsed.success ? parsed.data : null;
}
