import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { apiErrorMessage, apiUrl, responseError } from '@agency/api-client';
import { LEAD_STATUSES, type TLeadBulkAction, type TLeadBulkResult, type TLeadBulkTarget, type TLeadStatus } from '@agency/contracts';
import { Button } from '@agency/design-system/button';
import { Select } from '@agency/design-system/select';
import { ConfirmActionButton } from '../../crm-kit/confirm-action-button';
import { crmKey, useCrmApi, useCrmQuery } from '../../crm-kit/crm-api';
import { humanise } from '../../crm-kit/list-controls';
import * as styles from './lead-bulk-bar.module.css';

/** Ticked leads go to the server this many at a time, so a large selection shows its progress. */
export const BULK_CHUNK_SIZE = 500;

/** What is selected: ticked leads (id to name, for the report), or every lead the current filters match. */
export type LeadSelection = { kind: 'ids'; names: Map<string, string> } | { kind: 'filter'; filter: Extract<TLeadBulkTarget, { kind: 'filter' }>['filter']; count: number };

export function selectionCount(selection: LeadSelection): number {
  return selection.kind === 'ids' ? selection.names.size : selection.count;
}

const plural = (count: number) => `${count.toLocaleString('en-NZ')} ${count === 1 ? 'lead' : 'leads'}`;

interface Progress {
  done: number;
  total: number;
}

/**
 * The bar over the table while leads are selected: change their status, assign an owner, export them, delete them
 * (one confirmation naming the count). Ticked leads are sent in chunks of BULK_CHUNK_SIZE with a progress bar; "all
 * matching" is one request the server runs as one transaction. The outcome, including the leads that could not be
 * changed, is announced in the bar's status line.
 */
export function LeadBulkBar({ selection, onDone }: { selection: LeadSelection; onDone: () => void }) {
  const id = useId();
  const { call, mode } = useCrmApi();
  const queryClient = useQueryClient();
  const admins = useCrmQuery('GET /api/crm/users', { query: { role: 'admin', sort: 'name', order: 'asc', pageSize: 100 } });
  const [status, setStatus] = useState<TLeadStatus | ''>('');
  const [owner, setOwner] = useState('');
  const [progress, setProgress] = useState<Progress | null>(null);
  const [report, setReport] = useState<string | null>(null);
  const count = selectionCount(selection);
  const busy = progress !== null;

  const ownerOptions = [
    { value: 'none', label: 'No owner' },
    ...(admins.data?.items ?? []).map((user) => ({ value: user.id, label: [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email })),
  ];

  async function run(action: TLeadBulkAction, verb: string) {
    const targets: TLeadBulkTarget[] =
      selection.kind === 'filter'
        ? [{ kind: 'filter', filter: selection.filter }]
        : chunks([...selection.names.keys()], BULK_CHUNK_SIZE).map((ids) => ({ kind: 'ids' as const, ids }));
    const total: TLeadBulkResult = { changed: 0, unchanged: 0, failed: [] };
    setReport(null);
    setProgress({ done: 0, total: count });
    try {
      for (const target of targets) {
        const result = await call('POST /api/leads/bulk', { body: { target, action } });
        total.changed += result.changed;
        total.unchanged += result.unchanged;
        total.failed.push(...result.failed);
        setProgress((current) => ({ done: Math.min(count, (current?.done ?? 0) + (target.kind === 'ids' ? target.ids.length : count)), total: count }));
      }
      setReport(outcome(total, verb, selection));
    } catch (error) {
      setReport(`${outcome(total, verb, selection)} ${apiErrorMessage(error, 'The rest could not be changed.')}`);
    } finally {
      setProgress(null);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: crmKey(mode, 'GET /api/leads') }),
        queryClient.invalidateQueries({ queryKey: crmKey(mode, 'GET /api/crm/summary') }),
        queryClient.invalidateQueries({ queryKey: crmKey(mode, 'GET /api/crm/analytics') }),
      ]);
      onDone();
    }
  }

  async function exportSelection() {
    const target: TLeadBulkTarget = selection.kind === 'filter' ? { kind: 'filter', filter: selection.filter } : { kind: 'ids', ids: [...selection.names.keys()] };
    const response = await fetch(apiUrl('POST /api/leads/bulk/export', { body: { target } }), {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', Accept: 'text/csv' },
      body: JSON.stringify({ target }),
    });
    if (!response.ok) {
      setReport(apiErrorMessage(await responseError(response), 'Could not export the leads'));
      return;
    }
    const link = document.createElement('a');
    link.href = URL.createObjectURL(await response.blob());
    link.download = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'leads.csv';
    link.click();
    URL.revokeObjectURL(link.href);
    setReport(`Exported ${plural(count)}.`);
  }

  return (
    // Always in the page, so its polite count is announced when the first row is ticked (a live region added with its
    // text is often not read); it shows as a bar only while something is selected.
    <div className={count > 0 || report ? styles.bar : styles.idle} role="region" aria-label="Bulk actions">
      <p className={styles.count} aria-live="polite">
        {count > 0 ? `${count.toLocaleString('en-NZ')} selected` : ''}
      </p>
      {count > 0 ? (
        <div className={styles.actions}>
          <label htmlFor={`${id}-status`} className={styles.label}>
            Status
          </label>
          <span className={styles.select}>
            <Select id={`${id}-status`} value={status} placeholder="Choose…" options={LEAD_STATUSES.map((value) => ({ value, label: humanise(value) }))} onChange={(event) => setStatus(event.target.value as TLeadStatus | '')} />
          </span>
          <Button size="sm" variant="outline" disabled={busy || status === ''} onClick={() => status !== '' && void run({ type: 'status', status }, 'Changed')}>
            Change status
          </Button>
          <label htmlFor={`${id}-owner`} className={styles.label}>
            Owner
          </label>
          <span className={styles.select}>
            <Select id={`${id}-owner`} value={owner} placeholder="Choose…" options={ownerOptions} onChange={(event) => setOwner(event.target.value)} />
          </span>
          <Button size="sm" variant="outline" disabled={busy || owner === ''} onClick={() => void run({ type: 'owner', ownerId: owner === 'none' ? null : owner }, 'Assigned')}>
            Assign owner
          </Button>
          {mode === 'live' ? (
            <Button size="sm" variant="outline" disabled={busy} onClick={() => void exportSelection()}>
              Export selected
            </Button>
          ) : null}
          <ConfirmActionButton
            action="Delete selected"
            label="Delete selected"
            title={`Delete ${plural(count)}?`}
            description="Their notes and history go with them. This cannot be undone."
            destructive
            variant="outline"
            disabled={busy}
            onConfirm={() => void run({ type: 'delete' }, 'Deleted')}
          />
        </div>
      ) : null}
      {progress ? (
        <div className={styles.progress}>
          <label htmlFor={`${id}-progress`}>Working on {plural(progress.total)}…</label>
          {/* Indeterminate for "all matching" (one request), a fraction for ticked leads sent in chunks. */}
          <progress id={`${id}-progress`} max={selection.kind === 'ids' ? progress.total : undefined} value={selection.kind === 'ids' ? progress.done : undefined} />
        </div>
      ) : null}
      <p role="status" className={styles.report}>
        {report}
      </p>
    </div>
  );
}

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size) out.push(items.slice(start, start + size));
  return out;
}

/** 'Changed 2 leads. 1 lead was not changed: Ana Smith (Lead not found).' */
function outcome(result: TLeadBulkResult, verb: string, selection: LeadSelection): string {
  const parts = [`${verb} ${plural(result.changed)}.`];
  if (result.unchanged) parts.push(`${plural(result.unchanged)} already had it.`);
  if (result.failed.length) {
    const names = result.failed.map((item) => `${selection.kind === 'ids' ? (selection.names.get(item.id) ?? item.id) : item.id} (${item.reason})`);
    parts.push(`${plural(result.failed.length)} ${result.failed.length === 1 ? 'was' : 'were'} not changed: ${names.join(', ')}.`);
  }
  return parts.join(' ');
}
