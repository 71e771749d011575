import { ZCreateSiteRequest, type TBusinessInfoInput } from '@agency/contracts';
import { readSelectedTemplateId } from '../builder-storage/builder-storage';
import { readBusinessInfo } from '../builder-storage/business-info-storage';
import { draftId } from '../builder-storage/draft-storage';

export interface SiteDraft {
  draftId: string;
  templateId: string;
  businessInfo: TBusinessInfoInput;
}

/**
 * The template and business info saved in this browser with the draft's id, when they make a site the server would
 * accept (the contract's own schema), or null. Sent with the subscription and with the publish, which both save it as
 * the draft's one site; a draft that would be refused is left out rather than failing the subscription with it.
 */
export function readSiteDraft(): SiteDraft | null {
  const templateId = readSelectedTemplateId();
  const businessInfo = readBusinessInfo();
  if (!templateId || !businessInfo) return null;
  const parsed = ZCreateSiteRequest.safeParse({ templateId, businessInfo });
  return parsed.success ? { draftId: draftId(), templateId: parsed.data.templateId, businessInfo: parsed.data.businessInfo } : null;
}
