import { Component, Suspense, useEffect, useState, type ReactNode } from 'react';
import { retryableLazy, retryFailedLoads } from '@agency/design-system/lazy-page';
import { useToastStore } from './toast-store';

const ToastRegion = retryableLazy(() => import('./toast-region').then((module) => module.ToastRegion));

/**
 * If the toast UI's code cannot download (the connection dropped, which is when a toast is likely), the page goes on
 * without that toast instead of failing whole; the next toast (a new `toastId`) tries again.
 */
class ToastRegionBoundary extends Component<{ toastId: number | undefined; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('The notifications could not be loaded; the next one tries again', error);
  }

  override componentDidUpdate(previous: { toastId: number | undefined }) {
    if (this.state.failed && previous.toastId !== this.props.toastId) {
      retryFailedLoads();
      this.setState({ failed: false });
    }
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

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
  return (
    <ToastRegionBoundary toastId={toastId}>
      <Suspense fallback={null}>
        <ToastRegion focusOnMount={focusOnMount} />
      </Suspense>
    </ToastRegionBoundary>
  );
}
