import { api } from '@agency/api-client';
import { DISCOVERY_ID_STORAGE_KEY, type TDiscoveryResponses } from '@agency/contracts';

/** The signed-in client's assessments (GET /api/discovery/user), refreshed after a link. */
export const USER_DISCOVERY_QUERY_KEY = ['/api/discovery/user'] as const;

/** POST /api/discovery/public: the server checks every answer against the question set and answers the new id. */
export async function submitPublicDiscovery(responses: TDiscoveryResponses): Promise<string> {
  const { id } = await api('POST /api/discovery/public', { body: { responses, completed: true, source: 'public' } });
  return id;
}

/** POST /api/discovery/link/{id}: the assessment becomes the signed-in account's (again for the same account: no change). */
export async function linkDiscovery(id: string): Promise<void> {
  await api('POST /api/discovery/link/:id', { params: { id } });
}

/*
 * The id of a submitted assessment waits in local storage until /discovery/success links it (spec part 1 §4). Storage
 * can be unavailable (private modes, blocked cookies): then the assessment is saved but cannot be linked later.
 */
export function storedDiscoveryId(): string | null {
  try {
    return window.localStorage.getItem(DISCOVERY_ID_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function storeDiscoveryId(id: string): void {
  try {
    window.localStorage.setItem(DISCOVERY_ID_STORAGE_KEY, id);
  } catch (error) {
    console.warn('Discovery: the assessment id could not be kept for linking', error);
  }
}

export function forgetDiscoveryId(): void {
  try {
    window.localStorage.removeItem(DISCOVERY_ID_STORAGE_KEY);
  } catch {
    // Nothing stored, nothing to remove.
  }
}
