import type { PoolClient } from 'pg';
import type { TBusinessInfo } from '@agency/contracts';

export const SITE_DRAFTS = Symbol('SITE_DRAFTS');

/**
 * Saves the account's site draft (template + business info) inside the subscription's transaction, so the site is not
 * lost with the browser's storage. The business info is already parsed by the contract; an unknown template is a 404
 * thrown from here, which rolls the whole subscription back.
 */
export interface SiteDrafts {
  /** With a draftId, the account's site for that draft is updated rather than a second one added. */
  saveDraft(client: PoolClient, userId: string, templateId: string, businessInfo: TBusinessInfo, draftId?: string): Promise<string>;
}
