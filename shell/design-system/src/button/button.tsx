/// <reference path="../css-modules.d.ts" />
import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { Slot } from '@radix-ui/react-slot';
import * as styles from './button.module.css';

export type ButtonVariant = 'default' | 'secondary' | 'outline' | 'ghost' | 'destructive' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Render the child element (e.g. a router Link) with the button's styles instead of a <button>. */
  asChild?: boolean;
}

// 'default' cannot be a CSS Modules named export, so variants map to class names explicitly.
const VARIANT_CLASS: Record<ButtonVariant, string | undefined> = {
  default: styles.solid,
  secondary: styles.secondary,
  outline: styles.outline,
  ghost: styles.ghost,
  destructive: styles.destructive,
  link: styles.link,
};

const SIZE_CLASS: Record<ButtonSize, string | undefined> = {
  sm: styles.sm,
  md: styles.md,
  lg: styles.lg,
  icon: styles.icon,
};

/** Class names of a button, for elements that cannot be wrapped (e.g. a plain anchor built elsewhere). */
export function buttonClassName({
  variant = 'default',
  size = 'md',
  className,
}: Pick<ButtonProps, 'variant' | 'size' | 'className'> = {}): string {
  return [styles.button, VARIANT_CLASS[variant], SIZE_CLASS[size], className].filter(Boolean).join(' ');
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, asChild = false, className, type, ...props },
  ref,
) {
  const classes = buttonClassName({ variant, size, className });
  if (asChild) {
    return <Slot ref={ref} className={classes} {...props} />;
  }
  // A bare <button> inside a form submits it; make "button" the safe default.
  return <button ref={ref} type={type ?? 'button'} className={classes} {...props} />;
});
