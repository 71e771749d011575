import type { Pool, PoolClient } from 'pg';
import type { TTimelineEvent } from '@agency/contracts';

/**
 * Who the timeline is about: the lead's e-mail address (stored lower-case) and those of the leads merged into it, and
 * every lead row with one of them.
 */
export interface TimelinePerson {
  emails: string[];
  leadIds: string[];
  /** The lead whose page this is: its own changes join the timeline. */
  leadId: string;
}

export type Queryable = Pool | PoolClient;

/** One kind of event: reads its rows for the person and composes their labels. */
export type TimelineSource = (db: Queryable, person: TimelinePerson) => Promise<TTimelineEvent[]>;

/** A page never explodes: at most this many events per source and messages per transcript (the latest ones). */
export const TIMELINE_SOURCE_LIMIT = 200;
export const TRANSCRIPT_LIMIT = 200;

/** Label/value pairs, leaving out what is unknown or blank. */
export function details(pairs: Array<[string, string | number | null | undefined]>): TTimelineEvent['details'] {
  return pairs
    .filter((pair): pair is [string, string | number] => pair[1] !== null && pair[1] !== undefined && String(pair[1]).trim() !== '')
    .map(([label, value]) => ({ label, value: String(value) }));
}

export function event(fields: Omit<TTimelineEvent, 'messages' | 'refId' | 'status'> & Partial<TTimelineEvent>): TTimelineEvent {
  return { status: null, messages: [], refId: null, ...fields };
}
