/*
 * The builder's browser storage (spec part 2 §3 "Browser storage keys"): the visitor's business info, the chosen
 * template and the chosen plan survive a reload and the sign-in detour. Two keys of our own join them (issue 22): the
 * draft's id, so every save lands on one site, and the domain choice, so the plan step's round trip keeps it. Every read tolerates what another tab, an
 * older version or a hand edit left there: unreadable data is ignored and logged (spec §8), never thrown.
 */

export const BUILDER_STORAGE_KEYS = {
  businessInfo: 'websiteBusinessInfo',
  templateId: 'selectedTemplateId',
  plan: 'selectedSubscriptionPlan',
  draft: 'websiteDraft',
  domain: 'selectedDomain',
} as const;

export type BuilderStorageKey = (typeof BUILDER_STORAGE_KEYS)[keyof typeof BUILDER_STORAGE_KEYS];

/** localStorage, or null where it is unavailable (private modes that throw on access, prerendering). */
function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The raw text under a key, or null. */
export function readStoredText(key: BuilderStorageKey): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStoredText(key: BuilderStorageKey, value: string): void {
  try {
    storage()?.setItem(key, value);
  } catch (error) {
    // A full or blocked storage loses the draft, not the page: the visitor can still go on in this tab.
    console.warn(`Could not save ${key}`, error);
  }
}

export function removeStored(key: BuilderStorageKey): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing to do: the value is gone either way from the visitor's point of view.
  }
}

/**
 * Parses the JSON under `key` and hands it to `accept`, which returns the typed value or null when the shape is
 * wrong (a zod schema's safeParse fits). Anything unreadable yields null and a console warning, nothing else.
 */
export function readStoredJson<T>(key: BuilderStorageKey, accept: (value: unknown) => T | null): T | null {
  const text = readStoredText(key);
  if (text === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    console.warn(`Ignoring unreadable ${key} in browser storage`, error);
    return null;
  }
  const accepted = accept(value);
  if (accepted === null) console.warn(`Ignoring ${key} in browser storage: unexpected shape`);
  return accepted;
}

export function writeStoredJson(key: BuilderStorageKey, value: unknown): void {
  writeStoredText(key, JSON.stringify(value));
}

export function readSelectedTemplateId(): string | null {
  const id = readStoredText(BUILDER_STORAGE_KEYS.templateId)?.trim();
  return id ? id : null;
}

export function saveSelectedTemplateId(templateId: string): void {
  writeStoredText(BUILDER_STORAGE_KEYS.templateId, templateId);
}
