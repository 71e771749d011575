import { BUILDER_STORAGE_KEYS, readStoredJson, removeStored, writeStoredJson } from './builder-storage';

/*
 * The site this browser is building, by id (issue 22 item 12). The id goes with every save to the server (the
 * subscription's, the publish), which keeps one site per draft id and account: a retry or a second path through the
 * builder updates that site instead of adding 'name2'. Once the site is live the draft is done: the next completed
 * onboarding starts a new one (a second site), while publishing again from the domain page still updates this one.
 */

interface StoredDraft {
  id: string;
  live: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function acceptDraft(value: unknown): StoredDraft | null {
  if (typeof value !== 'object' || value === null || !('id' in value) || typeof value.id !== 'string' || !UUID.test(value.id)) return null;
  return { id: value.id.toLowerCase(), live: 'live' in value && value.live === true };
}

function readDraft(): StoredDraft | null {
  return readStoredJson(BUILDER_STORAGE_KEYS.draft, acceptDraft);
}

/** A version 4 UUID; crypto.randomUUID only exists in secure contexts, getRandomValues everywhere. */
function newDraftId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The current draft's id, made (and kept) on first use. */
export function draftId(): string {
  const stored = readDraft();
  if (stored) return stored.id;
  const id = newDraftId();
  writeStoredJson(BUILDER_STORAGE_KEYS.draft, { id, live: false });
  return id;
}

/** Onboarding completed: the same draft goes on, unless it is already live, when this is a new site. */
export function continueOrStartDraft(): string {
  const stored = readDraft();
  if (stored && !stored.live) return stored.id;
  removeStored(BUILDER_STORAGE_KEYS.draft);
  removeStored(BUILDER_STORAGE_KEYS.domain);
  return draftId();
}

export function markDraftLive(id: string): void {
  if (readDraft()?.id === id) writeStoredJson(BUILDER_STORAGE_KEYS.draft, { id, live: true });
}
