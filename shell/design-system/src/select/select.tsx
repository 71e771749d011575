/// <reference path="../css-modules.d.ts" />
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import * as styles from './select.module.css';

const join = (...names: Array<string | undefined>) => names.filter(Boolean).join(' ');

/**
 * A styled native <select>. The platform's own control is fully accessible, opens the phone's picker on mobile and
 * costs no JavaScript; a custom listbox (about 30 KB gzipped) would have been downloaded by every first visit to a
 * page with a form. Put it inside a Field (or give it aria-label) so it has a name; children are <option>s.
 */
export const Select = forwardRef<HTMLSelectElement, ComponentPropsWithoutRef<'select'>>(function Select(
  { className, children, ...props },
  ref,
) {
  return (
    <span className={styles.control}>
      <select ref={ref} className={join(styles.select, className)} {...props}>
        {children}
      </select>
      <span className={styles.icon} aria-hidden="true">
        ▾
      </span>
    </span>
  );
});
