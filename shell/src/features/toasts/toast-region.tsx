import {
  Toast,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from '@agency/design-system/toast';
import { useToastStore } from './toast-store';

/** The page's single toast region (5 s unless a toast asks otherwise, swipe right 50 px to dismiss, F8 to focus). */
export function ToastRegion() {
  const current = useToastStore((state) => state.current);
  const dismiss = useToastStore((state) => state.dismiss);
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
      <ToastViewport />
    </ToastProvider>
  );
}
