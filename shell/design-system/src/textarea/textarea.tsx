/// <reference path="../css-modules.d.ts" />
import { forwardRef, type TextareaHTMLAttributes } from 'react';
import * as styles from './textarea.module.css';

export type TextareaProps = TextareaHTMLAttributes<HTMLTextAreaElement>;

export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea(
  { className, rows = 4, ...props },
  ref,
) {
  return <textarea ref={ref} rows={rows} className={[styles.textarea, className].filter(Boolean).join(' ')} {...props} />;
});
