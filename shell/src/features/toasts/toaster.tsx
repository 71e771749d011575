import { lazy, Suspense, useEffect, useState } from 'react';
import { useToastStore } from './toast-store';

const loadToastRegion = () => import('./toast-region');
const ToastRegion = lazy(() => loadToastRegion().then((module) => ({ default: module.ToastRegion })));

/**
 * The toast UI (Radix Toast, about 12 KB gzipped) stays out of the first
 * visit: it mounts when the browser is idle (so F8 reaches the region) or as
 * soon as a toast is raised, whichever comes first.
 */
export function Toaster() {
  const hasToast = useToastStore((state) => state.current !== null);
  const [idle, setIdle] = useState(false);

  useEffect(() => {
    const mount = () => {
      void loadToastRegion().then(() => setIdle(true));
    };
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(mount, { timeout: 4000 });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = window.setTimeout(mount, 2000);
    return () => window.clearTimeout(handle);
  }, []);

  const [mounted, setMounted] = useState(false);
  if ((hasToast || idle) && !mounted) setMounted(true);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  );
}
