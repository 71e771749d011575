/// <reference path="../css-modules.d.ts" />
import type { HTMLAttributes } from 'react';
import * as styles from './badge.module.css';

export type BadgeVariant = 'default' | 'secondary' | 'outline' | 'destructive' | 'success' | 'warning';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  variant?: BadgeVariant;
}

const VARIANT_CLASS: Record<BadgeVariant, string | undefined> = {
  default: styles.solid,
  secondary: styles.secondary,
  outline: styles.outline,
  destructive: styles.destructive,
  success: styles.success,
  warning: styles.warning,
};

export function Badge({ variant = 'default', className, ...props }: BadgeProps) {
  return <span className={[styles.badge, VARIANT_CLASS[variant], className].filter(Boolean).join(' ')} {...props} />;
}
