/// <reference path="../css-modules.d.ts" />
import { forwardRef, type InputHTMLAttributes } from 'react';
import * as styles from './input.module.css';

export type InputProps = InputHTMLAttributes<HTMLInputElement>;

export const Input = forwardRef<HTMLInputElement, InputProps>(function Input({ className, type = 'text', ...props }, ref) {
  return <input ref={ref} type={type} className={[styles.input, className].filter(Boolean).join(' ')} {...props} />;
});
