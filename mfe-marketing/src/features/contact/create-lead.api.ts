import type { TCreateLeadRequest } from '@agency/contracts';

/** The cached leads list the CRM reads; refreshed after a new lead (spec part 1 §4). */
export const LEADS_QUERY_KEY = ['/api/leads'] as const;

/**
 * POST /api/leads with the session cookie and a JSON body. A non-OK answer becomes
 * Error('<status>: <body or status text>'), the shape every app's requests use (spec part 1 §8).
 */
export async function createLead(lead: TCreateLeadRequest): Promise<void> {
  const response = await fetch('/api/leads', {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(lead),
  });
  if (!response.ok) {
    const body = await response.text().catch(() => '');
    throw new Error(`${response.status}: ${body || response.statusText}`);
  }
}
