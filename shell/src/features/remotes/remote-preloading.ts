import { useEffect, useRef } from 'react';
import type { TRemoteName } from '@agency/contracts';
import type { SessionStatus } from '@agency/contracts/platform';
import { whenIdle } from '../idle/when-idle';
import { preloadRemoteRoot, registeredRemotes } from './remote-registry';
import { resolveRemote } from './route-resolution';

interface NetworkInformationLike {
  saveData?: boolean;
}

function saveDataRequested(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  return connection?.saveData === true;
}

/** The remote a same-site link leads to, if any. */
function remoteForLink(anchor: HTMLAnchorElement, status: SessionStatus): TRemoteName | null {
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin || url.pathname.startsWith('/api/')) return null;
  return resolveRemote(url.pathname, registeredRemotes(), status);
}

/**
 * Hovering, focusing or touching a link to another remote's page preloads that
 * remote. One listener on the document covers the header and every remote's
 * own links, including links rendered later.
 */
export function usePreloadOnLinkIntent(status: SessionStatus): void {
  const statusRef = useRef(status);
  statusRef.current = status;
  useEffect(() => {
    const onIntent = (event: Event) => {
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const name = remoteForLink(anchor, statusRef.current);
      if (name) preloadRemoteRoot(name);
    };
    const options = { passive: true, capture: true };
    document.addEventListener('pointerover', onIntent, options);
    document.addEventListener('focusin', onIntent, options);
    document.addEventListener('touchstart', onIntent, options);
    return () => {
      document.removeEventListener('pointerover', onIntent, options);
      document.removeEventListener('focusin', onIntent, options);
      document.removeEventListener('touchstart', onIntent, options);
    };
  }, []);
}

/** Remotes the header links to for this session: the likely next pages. */
function likelyNextRemotes(status: SessionStatus): TRemoteName[] {
  return status === 'signed-in' ? ['marketing', 'client', 'crm'] : ['marketing'];
}

/**
 * Once the page is idle, preload the remotes the visitor is likely to open
 * next, so a click on the header does not wait on the network. Skipped when
 * the visitor asked to save data.
 */
export function useIdlePreload(ready: boolean, status: SessionStatus): void {
  useEffect(() => {
    if (!ready || status === 'loading' || saveDataRequested()) return undefined;
    return whenIdle(() => likelyNextRemotes(status).forEach(preloadRemoteRoot), 5000);
  }, [ready, status]);
}
