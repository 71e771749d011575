import { useId, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from '@agency/forms';
import * as styles from './choice-group.module.css';

export interface ChoiceGroupProps {
  legend: ReactNode;
  /** checkbox: any number (the form holds a list); radio: exactly one. */
  type: 'checkbox' | 'radio';
  options: readonly string[];
  registration: UseFormRegisterReturn;
  required?: boolean;
  description?: ReactNode;
  error?: string;
  /** Wider cards for long option texts. */
  wide?: boolean;
}

/**
 * A group of native checkboxes or radios drawn as cards. Native inputs keep the keyboard (Tab, Space, arrow keys
 * between radios) and the screen reader's "checked" as they are; the fieldset's legend names the group.
 */
export function ChoiceGroup({ legend, type, options, registration, required = false, description, error, wide = false }: ChoiceGroupProps) {
  const id = useId();
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className={styles.group} aria-describedby={describedBy}>
      <legend className={styles.legend}>
        {legend}
        {required ? (
          <span aria-hidden="true" className={styles.required}>
            {' *'}
          </span>
        ) : null}
      </legend>
      {description ? (
        <p id={descriptionId} className={styles.description}>
          {description}
        </p>
      ) : null}
      <div className={wide ? styles.wideGrid : styles.grid}>
        {options.map((option) => (
          <label key={option} className={styles.choice}>
            <input
              type={type}
              value={option}
              className={styles.input}
              aria-invalid={error ? true : undefined}
              aria-describedby={errorId}
              {...registration}
            />
            <span className={styles.text}>{option}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
