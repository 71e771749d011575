import type { TLeadChange, TTimelineEvent } from '@agency/contracts';
import { details, event } from './timeline-source';

const FIELD_NAMES: Record<TLeadChange['field'], string> = {
  status: 'Status',
  estimatedValue: 'Estimated value',
  owner: 'Owner',
  followUp: 'Follow-up date',
  merge: 'Lead',
};

/** 'Status changed from new to hot', 'Estimated value changed from none to 1500.00'. */
export function changeTitle(change: TLeadChange): string {
  // A merge's audit entry: 'Merged Aroha Ngata <aroha@b.nz> into this lead'.
  if (change.field === 'merge') return `Merged ${change.from ?? 'a lead'} into this lead`;
  return `${FIELD_NAMES[change.field]} changed from ${change.from ?? 'none'} to ${change.to ?? 'none'}`;
}

/** The lead's own recorded changes, already read for the page, as timeline events. */
export function changeEvents(changes: TLeadChange[]): TTimelineEvent[] {
  return changes.map((change) =>
    event({
      id: `change:${change.id}`,
      kind: 'change',
      at: change.createdAt,
      title: changeTitle(change),
      details: details([['By', change.actorName]]),
    }),
  );
}
