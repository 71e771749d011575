import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** Smooth scrolling to a section, unless the visitor asked the system for less motion. */
function scrollBehavior(): ScrollBehavior {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}

/** How long to wait for a '#section' target that a lazily loaded remote renders. */
const ANCHOR_WAIT_MS = 5000;

/**
 * Client-side navigation does not scroll like a page load: a new page starts
 * at the top, and '/#services' scrolls to its section once the remote that
 * renders it has arrived.
 */
export function useScrollOnNavigate(): void {
  const { pathname, hash } = useLocation();
  // The page the document was loaded with, until the first navigation away from it.
  const loadedPage = useRef<string | null>(pathname + hash);
  useEffect(() => {
    const atLoad = loadedPage.current === pathname + hash;
    if (!atLoad) loadedPage.current = null;
    if (!hash) {
      // A page load is where the browser put it: the top, the place it restores on reload or Back, or wherever the
      // visitor scrolled a prerendered page before the app took it over (it starts at that first scroll). Moving it
      // to the top then pulled the visitor back up as the app started.
      if (!atLoad) window.scrollTo(0, 0);
      return undefined;
    }
    const id = decodeURIComponent(hash.slice(1));
    const scrollToTarget = (): boolean => {
      const target = document.getElementById(id);
      target?.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
      return target !== null;
    };
    if (scrollToTarget()) return undefined;
    const observer = new MutationObserver(() => {
      if (scrollToTarget()) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const timeout = window.setTimeout(() => observer.disconnect(), ANCHOR_WAIT_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(timeout);
    };
  }, [pathname, hash]);
}
