import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiErrorMessage } from '@agency/api-client';
import { LEAD_MERGE_FIELDS, type TLead, type TLeadMergeField } from '@agency/contracts';
import { Button } from '@agency/design-system/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@agency/design-system/dialog';
import { layout } from '@agency/design-system/layout';
import { usePlatform } from '@agency/design-system/platform-context';
import { Spinner } from '@agency/design-system/spinner';
import { crmKey, useCrmApi, useCrmMutation, useCrmQuery } from '../../crm-kit/crm-api';
import { formatMoney } from '../../crm-kit/crm-data';
import { leadName } from '../../crm-kit/lead-controls';
import * as styles from './lead-page.module.css';

const FIELD_LABELS: Record<TLeadMergeField, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  phone: 'Phone',
  company: 'Company',
  serviceInterest: 'Service interest',
  estimatedValue: 'Estimated value',
};

const shown = (lead: TLead, field: TLeadMergeField): string => {
  const value = lead[field];
  if (field === 'estimatedValue') return value === null ? 'none' : formatMoney(Number(value));
  return value === null || value === '' ? 'none' : String(value);
};

type Side = 'this' | 'other';

interface MergeDialogProps {
  lead: TLead;
  otherId: string;
  otherName: string;
  /** Where focus goes back to when the dialog closes: the button that opened it. */
  returnFocus: HTMLElement | null;
  onClose: () => void;
}

/**
 * Merging two leads: the admin picks which lead survives, sees per field which value is kept (the survivor's unless
 * they choose the other's), and confirms. Everything of the other lead (notes, changes, bookings, chats, e-mails)
 * moves to the survivor.
 */
export function LeadMergeDialog({ lead, otherId, otherName, returnFocus, onClose }: MergeDialogProps) {
  const other = useCrmQuery('GET /api/leads/:id', { params: { id: otherId } });
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        size="lg"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>Merge {leadName(lead)} and {otherName}</DialogTitle>
          <DialogDescription>
            One lead stays; the other's notes, changes, bookings, chats, answers and e-mails move to it, and the other lead is removed.
          </DialogDescription>
        </DialogHeader>
        {other.isPending ? (
          <Spinner label="Loading the other lead..." />
        ) : other.isError ? (
          <p role="alert">{apiErrorMessage(other.error, 'Could not load the other lead')}</p>
        ) : (
          <MergeForm lead={lead} other={other.data.lead} onClose={onClose} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function MergeForm({ lead, other, onClose }: { lead: TLead; other: TLead; onClose: () => void }) {
  const platform = usePlatform();
  const navigate = useNavigate();
  const { basePath, mode } = useCrmApi();
  const queryClient = useQueryClient();
  // Refreshed only once the dialog is closed: refreshed while open, the merged lead's read (this dialog's own) would
  // answer 404 and replace the form before the merge's success could close it.
  const merge = useCrmMutation('POST /api/leads/:id/merge');
  const [survivor, setSurvivor] = useState<Side>('this');
  const differing = LEAD_MERGE_FIELDS.filter((field) => shown(lead, field) !== shown(other, field));
  // Per field, whose value is kept; unset means the survivor's.
  const [picked, setPicked] = useState<Partial<Record<TLeadMergeField, Side>>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const leads: Record<Side, TLead> = { this: lead, other };
  const keeper = (field: TLeadMergeField): Side => picked[field] ?? survivor;
  const label = (side: Side) => `${leadName(leads[side])} (${leads[side].email})`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const kept = leads[survivor];
    const merged = leads[survivor === 'this' ? 'other' : 'this'];
    const takeFromMerged = differing.filter((field) => keeper(field) !== survivor);
    merge.mutate(
      { params: { id: kept.id }, body: { mergedLeadId: merged.id, takeFromMerged } },
      {
        onSuccess: () => {
          platform.toast({ title: `Merged into ${leadName(kept)}`, variant: 'success' });
          onClose();
          if (kept.id !== lead.id) void navigate(`${basePath}/leads/${kept.id}`);
          // What a merge changes: both leads' pages, their suggestions, the leads list and the summary's counts.
          void queryClient.invalidateQueries({ queryKey: crmKey(mode, 'GET /api/leads/:id') });
          void queryClient.invalidateQueries({ queryKey: crmKey(mode, 'GET /api/leads/:id/duplicates') });
          void queryClient.invalidateQueries({ queryKey: crmKey(mode, 'GET /api/leads') });
          void queryClient.invalidateQueries({ queryKey: crmKey(mode, 'GET /api/crm/summary') });
        },
        onError: (error) => setRefusal(apiErrorMessage(error, 'Could not merge the leads')),
      },
    );
  };

  return (
    <form className={layout.stack} onSubmit={submit} aria-label="Merge leads">
      <fieldset className={styles.mergeChoice}>
        <legend>Lead that stays</legend>
        {(['this', 'other'] as const).map((side) => (
          <label key={side} className={styles.mergeOption}>
            <input type="radio" name="survivor" value={side} checked={survivor === side} onChange={() => setSurvivor(side)} />
            {label(side)}
          </label>
        ))}
      </fieldset>
      {differing.length === 0 ? (
        <p className={layout.muted}>Both leads hold the same details.</p>
      ) : (
        differing.map((field) => (
          <fieldset key={field} className={styles.mergeChoice}>
            <legend>{FIELD_LABELS[field]}</legend>
            {(['this', 'other'] as const).map((side) => (
              <label key={side} className={styles.mergeOption}>
                <input type="radio" name={field} value={side} checked={keeper(field) === side} onChange={() => setPicked({ ...picked, [field]: side })} />
                {shown(leads[side], field)}
              </label>
            ))}
          </fieldset>
        ))
      )}
      {refusal ? <p role="alert">{refusal}</p> : null}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={merge.isPending}>
          {merge.isPending ? 'Merging...' : `Merge into ${leadName(leads[survivor])}`}
        </Button>
      </DialogFooter>
    </form>
  );
}
