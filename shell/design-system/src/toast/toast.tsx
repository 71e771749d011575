/// <reference path="../css-modules.d.ts" />
import { forwardRef, type ComponentPropsWithoutRef, type ElementRef } from 'react';
import * as ToastPrimitive from '@radix-ui/react-toast';
import * as styles from './toast.module.css';

/*
 * Styled Radix Toast parts. The shell owns the toast state and renders these;
 * remotes raise toasts through platform.toast(), never by rendering their own.
 */

export type ToastProviderProps = ComponentPropsWithoutRef<typeof ToastPrimitive.Provider>;

/** Toasts stay 5 s and are dismissed by a 50 px swipe to the right. */
export function ToastProvider({
  duration = 5000,
  swipeDirection = 'right',
  swipeThreshold = 50,
  ...props
}: ToastProviderProps) {
  return (
    <ToastPrimitive.Provider
      duration={duration}
      swipeDirection={swipeDirection}
      swipeThreshold={swipeThreshold}
      {...props}
    />
  );
}

/** F8 moves focus to the toast region, as screen-reader users expect from Radix. */
export const ToastViewport = forwardRef<
  ElementRef<typeof ToastPrimitive.Viewport>,
  ComponentPropsWithoutRef<typeof ToastPrimitive.Viewport>
>(function ToastViewport({ className, hotkey = ['F8'], ...props }, ref) {
  return (
    <ToastPrimitive.Viewport
      ref={ref}
      hotkey={hotkey}
      className={[styles.viewport, className].filter(Boolean).join(' ')}
      {...props}
    />
  );
});

export type ToastVariant = 'default' | 'destructive' | 'success';

export interface ToastProps extends ComponentPropsWithoutRef<typeof ToastPrimitive.Root> {
  variant?: ToastVariant;
}

const VARIANT_CLASS: Record<ToastVariant, string | undefined> = {
  default: styles.neutral,
  destructive: styles.destructive,
  success: styles.success,
};

export const Toast = forwardRef<ElementRef<typeof ToastPrimitive.Root>, ToastProps>(function Toast(
  { className, variant = 'default', ...props },
  ref,
) {
  return (
    <ToastPrimitive.Root
      ref={ref}
      data-variant={variant}
      className={[styles.toast, VARIANT_CLASS[variant], className].filter(Boolean).join(' ')}
      {...props}
    />
  );
});

export const ToastTitle = forwardRef<
  ElementRef<typeof ToastPrimitive.Title>,
  ComponentPropsWithoutRef<typeof ToastPrimitive.Title>
>(function ToastTitle({ className, ...props }, ref) {
  return <ToastPrimitive.Title ref={ref} className={[styles.title, className].filter(Boolean).join(' ')} {...props} />;
});

export const ToastDescription = forwardRef<
  ElementRef<typeof ToastPrimitive.Description>,
  ComponentPropsWithoutRef<typeof ToastPrimitive.Description>
>(function ToastDescription({ className, ...props }, ref) {
  return (
    <ToastPrimitive.Description
      ref={ref}
      className={[styles.description, className].filter(Boolean).join(' ')}
      {...props}
    />
  );
});

export const ToastAction = forwardRef<
  ElementRef<typeof ToastPrimitive.Action>,
  ComponentPropsWithoutRef<typeof ToastPrimitive.Action>
>(function ToastAction({ className, ...props }, ref) {
  return <ToastPrimitive.Action ref={ref} className={[styles.action, className].filter(Boolean).join(' ')} {...props} />;
});

export const ToastClose = forwardRef<
  ElementRef<typeof ToastPrimitive.Close>,
  ComponentPropsWithoutRef<typeof ToastPrimitive.Close>
>(function ToastClose({ className, 'aria-label': ariaLabel = 'Close notification', ...props }, ref) {
  return (
    <ToastPrimitive.Close
      ref={ref}
      aria-label={ariaLabel}
      className={[styles.close, className].filter(Boolean).join(' ')}
      {...props}
    >
      <span aria-hidden="true">×</span>
    </ToastPrimitive.Close>
  );
});
