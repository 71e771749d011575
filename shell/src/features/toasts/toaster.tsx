import { lazy, Suspense, useEffect, useState } from 'react';
import { useToastStore } from './toast-store';

const ToastRegion = lazy(() => import('./toast-region').then((module) => ({ default: module.ToastRegion })));

const isToastHotkey = (event: KeyboardEvent) => event.code === 'F8' || event.key === 'F8';

/**
 * The toast UI (Radix Toast, about 12 KB gzipped) stays out of the first visit: it loads with the first toast, or
 * when F8 asks for the notifications region, which then takes focus as Radix's own F8 handler would have given it.
 * Until then there is nothing in the region to read.
 */
export function Toaster() {
  const hasToast = useToastStore((state) => state.current !== null);
  const [focusOnMount, setFocusOnMount] = useState(false);
  const [mounted, setMounted] = useState(false);
  if (hasToast && !mounted) setMounted(true);

  useEffect(() => {
    if (mounted) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isToastHotkey(event)) return;
      setFocusOnMount(true);
      setMounted(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [mounted]);

  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegion focusOnMount={focusOnMount} />
    </Suspense>
  );
}
