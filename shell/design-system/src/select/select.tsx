/// <reference path="../css-modules.d.ts" />
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import * as styles from './select.module.css';

const join = (...names: Array<string | undefined>) => names.filter(Boolean).join(' ');

export type SelectOption = string | { value: string; label: string };

export interface SelectProps extends ComponentPropsWithoutRef<'select'> {
  /** A first option with the value '' ("nothing chosen"), e.g. 'Select a budget'. */
  placeholder?: string;
  /** The choices: a text is both value and label. Rendered after the placeholder and before any children. */
  options?: readonly SelectOption[];
}

/**
 * A styled native <select>. The platform's own control is fully accessible, opens the phone's picker on mobile and
 * costs no JavaScript; a custom listbox (about 30 KB gzipped) would have been downloaded by every first visit to a
 * page with a form. Put it inside a Field (or give it aria-label) so it has a name; give `options` (and
 * `placeholder`), or <option> children.
 */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { className, children, placeholder, options, ...props },
  ref,
) {
  return (
    <span className={styles.control}>
      <select ref={ref} className={join(styles.select, className)} {...props}>
        {placeholder === undefined ? null : <option value="">{placeholder}</option>}
        {options?.map((option) => {
          const { value, label } = typeof option === 'string' ? { value: option, label: option } : option;
          return (
            <option key={value} value={value}>
              {label}
            </option>
          );
        })}
        {children}
      </select>
      <span className={styles.icon} aria-hidden="true">
        ▾
      </span>
    </span>
  );
});
