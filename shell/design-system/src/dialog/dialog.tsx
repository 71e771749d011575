/// <reference path="../css-modules.d.ts" />
import { forwardRef, type ComponentPropsWithoutRef, type ElementRef, type HTMLAttributes } from 'react';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { setNonce } from 'get-nonce';
import * as styles from './dialog.module.css';

// A modal dialog locks page scroll with a <style> element it adds (react-remove-scroll-bar). The CSP admits no inline
// style without a nonce: the API gives each document one in <meta name="csp-nonce">, passed on here, in the module
// that owns this copy of get-nonce (shared as one module, whichever app loaded it).
const styleNonce = typeof document === 'undefined' ? null : document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
if (styleNonce) setNonce(styleNonce);

const join = (...names: Array<string | undefined>) => names.filter(Boolean).join(' ');

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;
export const DialogPortal = DialogPrimitive.Portal;

export interface DialogContentProps extends ComponentPropsWithoutRef<typeof DialogPrimitive.Content> {
  /** Accessible name of the corner close button. */
  closeLabel?: string;
  /** Hide the corner close button when the dialog offers its own way out. */
  hideClose?: boolean;
  size?: 'sm' | 'md' | 'lg' | 'full';
}

/** A modal dialog: focus is trapped inside, Escape and the overlay close it, focus returns to the trigger. */
export const DialogContent = forwardRef<ElementRef<typeof DialogPrimitive.Content>, DialogContentProps>(
  function DialogContent({ className, children, closeLabel = 'Close', hideClose = false, size = 'md', ...props }, ref) {
    return (
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className={styles.overlay} />
        <DialogPrimitive.Content ref={ref} className={join(styles.content, styles[size], className)} {...props}>
          {children}
          {hideClose ? null : (
            <DialogPrimitive.Close className={styles.close} aria-label={closeLabel}>
              <span aria-hidden="true">×</span>
            </DialogPrimitive.Close>
          )}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    );
  },
);

export function DialogHeader({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={join(styles.header, className)} {...props} />;
}

export function DialogFooter({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={join(styles.footer, className)} {...props} />;
}

export const DialogTitle = forwardRef<
  ElementRef<typeof DialogPrimitive.Title>,
  ComponentPropsWithoutRef<typeof DialogPrimitive.Title>
>(function DialogTitle({ className, ...props }, ref) {
  return <DialogPrimitive.Title ref={ref} className={join(styles.title, className)} {...props} />;
});

export const DialogDescription = forwardRef<
  ElementRef<typeof DialogPrimitive.Description>,
  ComponentPropsWithoutRef<typeof DialogPrimitive.Description>
>(function DialogDescription({ className, ...props }, ref) {
  return <DialogPrimitive.Description ref={ref} className={join(styles.description, className)} {...props} />;
});
