/// <reference path="../css-modules.d.ts" />
import { useId, type ReactElement, type ReactNode } from 'react';
import { Slot } from '@radix-ui/react-slot';
import * as styles from './field.module.css';

export interface FieldProps {
  label: ReactNode;
  /** Exactly one control (Input, Textarea, SelectTrigger ...); it receives id, aria-invalid and aria-describedby. */
  children: ReactElement;
  /** The inline error, shown under the control and announced with it. */
  error?: string;
  /** Help text under the label. */
  description?: ReactNode;
  required?: boolean;
  /** Use when the control needs a known id; otherwise one is generated. */
  id?: string;
  className?: string;
}

/** A labelled form control with its help text and inline error wired up for assistive technology. */
export function Field({ label, children, error, description, required = false, id, className }: FieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const descriptionId = description ? `${controlId}-description` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={controlId} className={styles.label}>
        {label}
        {required ? (
          <span aria-hidden="true" className={styles.required}>
            {' *'}
          </span>
        ) : null}
      </label>
      {description ? (
        <p id={descriptionId} className={styles.description}>
          {description}
        </p>
      ) : null}
      <Slot id={controlId} aria-invalid={error ? true : undefined} aria-describedby={describedBy} aria-required={required || undefined}>
        {children}
      </Slot>
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
