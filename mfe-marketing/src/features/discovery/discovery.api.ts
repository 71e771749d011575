import { api } from '@agency/api-client';
import { DISCOVERY_ID_STORAGE_KEY, type TDiscoveryResponses } from '@agency/contracts';

/** POST /api/discovery/public: the server checks every answer against the question set and answers the new id. */
export async function submitPublicDiscovery(responses: TDiscoveryResponses): Promise<string> {
  const { id } = await api('POST /api/discovery/public', { body: { responses, completed: true, source: 'public' } });
  return id;
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
