import { useEffect, useState } from 'react';

/*
 * Whether this account is seeing its home for the first time in this browser, so a new account is greeted 'Welcome'
 * rather than 'Welcome back'. Remembered per account in localStorage; where storage is unavailable (private modes
 * that throw on access) every visit counts as a first one: 'Welcome' is never wrong, 'Welcome back' can be.
 */

const visitedKey = (userId: string) => `client-home-visited:${userId}`;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function hasVisited(userId: string): boolean {
  const store = storage();
  if (!store) return false;
  try {
    return store.getItem(visitedKey(userId)) !== null;
  } catch {
    return false;
  }
}

function markVisited(userId: string): void {
  try {
    storage()?.setItem(visitedKey(userId), '1');
  } catch {
    // Storage full or refused: the next visit greets 'Welcome' again, which is fine.
  }
}

/** Read once when the home mounts (the greeting does not change under the reader), then the visit is remembered. */
export function useFirstVisit(userId: string): boolean {
  const [first] = useState(() => !hasVisited(userId));
  useEffect(() => markVisited(userId), [userId]);
  return first;
}
