/// <reference path="../css-modules.d.ts" />
import { forwardRef, type LabelHTMLAttributes } from 'react';
import * as styles from './label.module.css';

export interface LabelProps extends LabelHTMLAttributes<HTMLLabelElement> {
  /** Marks the field as required with a visual asterisk; the control itself carries `required`. */
  required?: boolean;
}

export const Label = forwardRef<HTMLLabelElement, LabelProps>(function Label(
  { className, required = false, children, ...props },
  ref,
) {
  return (
    <label ref={ref} className={[styles.label, className].filter(Boolean).join(' ')} {...props}>
      {children}
      {required ? (
        <span aria-hidden="true" className={styles.required}>
          {' *'}
        </span>
      ) : null}
    </label>
  );
});
