import { Suspense, useEffect, useState } from 'react';
import { LoadBoundary, retryableLazy } from '@agency/design-system/lazy-page';
import { useToastStore } from './toast-store';

const ToastRegion = retryableLazy(() => import('./toast-region').then((module) => module.ToastRegion));

const isToastHotkey = (event: KeyboardEvent) => event.code === 'F8' || event.key === 'F8';

/**
 * The toast UI (Radix Toast, about 12 KB gzipped) stays out of the first visit: it loads with the first toast, or
 * when F8 asks for the notifications region, which then takes focus as Radix's own F8 handler would have given it.
 * Until then there is nothing in the region to read.
 */
export function Toaster() {
  const toastId = useToastStore((state) => state.current?.id);
  const hasToast = toastId !== undefined;
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
  // If the toast UI's code cannot download (the connection dropped, which is when a toast is likely), the page goes on
  // without that toast instead of failing whole; the next toast (a new id) tries again.
  return (
    <LoadBoundary log="The notifications could not be loaded; the next one tries again" resetKey={toastId} fallback={null}>
      <Suspense fallback={null}>
        <ToastRegion focusOnMount={focusOnMount} />
      </Suspense>
    </LoadBoundary>
  );
}
