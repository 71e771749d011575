import { api } from '@agency/api-client';
import type { TCreateDiscoveryResponseRecordRequest, TCreateLeadRequest } from '@agency/contracts';

/** POST /api/leads with source 'onboarding_wizard': the lead the agency follows up. */
export async function createWizardLead(lead: TCreateLeadRequest): Promise<string> {
  const { id } = await api('POST /api/leads', { body: lead });
  return id;
}

/** POST /api/discovery-responses: the wizard's answers, tied to the lead created just before. */
export async function createWizardRecord(record: TCreateDiscoveryResponseRecordRequest): Promise<void> {
  await api('POST /api/discovery-responses', { body: record });
}
