import { useEffect, useId, useState } from 'react';
import { LEAD_STATUSES, LEAD_VALUE_MAX, LEAD_VALUE_MESSAGE, type TLead } from '@agency/contracts';
import { Input } from '@agency/design-system/input';
import { Select } from '@agency/design-system/select';
import { LeadStatusBadge } from './status-badge';
import * as styles from './lead-controls.module.css';
import { useLeadUpdate } from './use-lead-update';

export const LEAD_DECIMALS_MESSAGE = 'Value can have at most two decimals';

export function leadName(lead: Pick<TLead, 'firstName' | 'lastName'>): string {
  return `${lead.firstName} ${lead.lastName}`.trim();
}

/** The typed value as the API takes it: null to clear, a number, or the contract's message for anything else. */
export function parseLeadValue(text: string): { value: number | null } | { error: string } {
  const trimmed = text.trim().replace(/[$,\s]/g, '');
  if (trimmed === '') return { value: null };
  const value = Number(trimmed);
  if (!Number.isFinite(value) || value < 0 || value > LEAD_VALUE_MAX) return { error: LEAD_VALUE_MESSAGE };
  if (Math.round(value * 100) !== Math.round(value * 1e6) / 1e4) return { error: LEAD_DECIMALS_MESSAGE };
  return { value };
}

/** The status badge and an inline select that changes it (saved at once, optimistically). */
export function LeadStatusControl({ lead, showBadge = true, label }: { lead: TLead; showBadge?: boolean; label?: string }) {
  const update = useLeadUpdate();
  const id = useId();
  return (
    <div className={styles.statusCell}>
      {showBadge ? <LeadStatusBadge status={lead.status} /> : null}
      {label ? (
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
      ) : null}
      <Select
        id={id}
        aria-label={label ? undefined : `Status of ${leadName(lead)}`}
        value={lead.status}
        onChange={(event) => update.mutate({ lead, patch: { status: event.target.value as TLead['status'] } })}
        options={LEAD_STATUSES}
      />
    </div>
  );
}

/** A labelled number input for the estimated value: saves on Enter or when it loses focus, Escape puts it back. */
export function LeadValueControl({ lead, label }: { lead: TLead; label?: string }) {
  const update = useLeadUpdate();
  const id = useId();
  const errorId = `${id}-error`;
  const stored = lead.estimatedValue === null ? '' : String(lead.estimatedValue);
  const [draft, setDraft] = useState(stored);
  const [error, setError] = useState<string | null>(null);
  // A change from elsewhere (a reread, the board) shows unless the field is being edited with an error.
  useEffect(() => setDraft(stored), [stored]);

  const save = () => {
    const parsed = parseLeadValue(draft);
    if ('error' in parsed) {
      setError(parsed.error);
      return;
    }
    setError(null);
    if (parsed.value === lead.estimatedValue) return;
    update.mutate({ lead, patch: { estimatedValue: parsed.value } });
  };

  return (
    <div className={styles.valueField}>
      {label ? (
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
      ) : null}
      <Input
        id={id}
        className={styles.valueInput}
        // Text, not type=number: a browser's number field reports nonsense as '' (which would clear the value).
        type="text"
        inputMode="decimal"
        placeholder="0"
        aria-label={label ? undefined : `Value of ${leadName(lead)} (NZD)`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={save}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            save();
          } else if (event.key === 'Escape') {
            setDraft(stored);
            setError(null);
          }
        }}
      />
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
