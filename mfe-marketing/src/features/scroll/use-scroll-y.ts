import { useEffect, useState } from 'react';

/**
 * The window's vertical scroll offset, updated at most once per animation frame. It starts at 0 and is read after
 * mounting, so the first render matches a page prerendered at the top.
 */
export function useScrollY(): number {
  const [scrollY, setScrollY] = useState(0);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setScrollY(window.scrollY);
    };
    const onScroll = () => {
      if (frame === 0) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame !== 0) window.cancelAnimationFrame(frame);
    };
  }, []);
  return scrollY;
}

/** Smooth scrolling, unless the visitor asked the system for less motion. */
export function scrollBehavior(): ScrollBehavior {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}

/** The page's top edge of an element, independent of the current scroll position. */
export function documentTop(element: HTMLElement): number {
  return element.getBoundingClientRect().top + window.scrollY;
}
