import { BUILDER_STORAGE_KEYS, readStoredJson, writeStoredJson } from './builder-storage';

/*
 * The domain page's choice, kept for the draft it was made for (issue 22 item 12): going to the plan step and back,
 * signing in, or reloading brings back the tab, the bought domain chosen from the search and the typed existing
 * domain. The search is asked again on return, so a name taken meanwhile shows as taken and is not chosen.
 */

export type DomainTab = 'purchase' | 'existing';

export interface DomainChoiceState {
  tab: DomainTab;
  /** The bought domain chosen from the search results ('kiwicafe.com'), or null. */
  purchase: string | null;
  /** What was typed on the 'Use Existing Domain' tab. */
  existing: string;
}

interface StoredDomainChoice extends DomainChoiceState {
  draftId: string;
}

const MAX_DOMAIN = 253;

function acceptChoice(value: unknown): StoredDomainChoice | null {
  if (typeof value !== 'object' || value === null) return null;
  const { draftId, tab, purchase, existing } = value as Record<string, unknown>;
  if (typeof draftId !== 'string' || (tab !== 'purchase' && tab !== 'existing')) return null;
  if (purchase !== null && (typeof purchase !== 'string' || purchase.length > MAX_DOMAIN)) return null;
  if (typeof existing !== 'string' || existing.length > MAX_DOMAIN) return null;
  return { draftId, tab, purchase, existing };
}

/** The choice saved for this draft, or null (none, another draft's, or unreadable). */
export function readDomainChoice(draftId: string): DomainChoiceState | null {
  const stored = readStoredJson(BUILDER_STORAGE_KEYS.domain, acceptChoice);
  if (!stored || stored.draftId !== draftId) return null;
  return { tab: stored.tab, purchase: stored.purchase, existing: stored.existing };
}

export function saveDomainChoice(draftId: string, choice: DomainChoiceState): void {
  writeStoredJson(BUILDER_STORAGE_KEYS.domain, { draftId, ...choice });
}
