import { api } from '@agency/api-client';
import type { TCreateLeadRequest } from '@agency/contracts';

export async function createLead(lead: TCreateLeadRequest): Promise<void> {
  await api('POST /api/leads', { body: lead });
}
