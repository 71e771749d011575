import { api } from '@agency/api-client';
import type { TCreateLeadRequest } from '@agency/contracts';

/** The cached leads list the CRM reads; refreshed after a new lead (spec part 1 §4). */
export const LEADS_QUERY_KEY = ['/api/leads'] as const;

export async function createLead(lead: TCreateLeadRequest): Promise<void> {
  await api('POST /api/leads', { body: lead });
}
