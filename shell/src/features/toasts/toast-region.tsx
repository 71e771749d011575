import {
  Toast,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from '@agency/design-system/toast';
import { useEffect, useRef } from 'react';
import { useToastStore } from './toast-store';

/**
 * The page's single toast region (5 s unless a toast asks otherwise, swipe right 50 px to dismiss, F8 to focus).
 * focusOnMount: it was loaded by an F8 press, which Radix's handler, not yet listening then, did not see.
 */
export function ToastRegion({ focusOnMount = false }: { focusOnMount?: boolean }) {
  const current = useToastStore((state) => state.current);
  const dismiss = useToastStore((state) => state.dismiss);
  const viewportRef = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (focusOnMount) viewportRef.current?.focus();
  }, [focusOnMount]);
  return (
    <ToastProvider>
      {current && (
        <Toast
          // A new key restarts the timer and the enter animation for each toast.
          key={current.id}
          variant={current.variant}
          duration={current.duration}
          onOpenChange={(open) => {
            if (!open) dismiss(current.id);
          }}
        >
          <ToastTitle>{current.title}</ToastTitle>
          {current.description && <ToastDescription>{current.description}</ToastDescription>}
          <ToastClose />
        </Toast>
      )}
      <ToastViewport ref={viewportRef} />
    </ToastProvider>
  );
}
