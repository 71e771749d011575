import { useEffect } from 'react';
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
  useEffect(() => {
    if (!hash) {
      window.scrollTo(0, 0);
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
