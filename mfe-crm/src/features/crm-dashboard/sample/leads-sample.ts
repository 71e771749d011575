import type { SampleHandlers } from './sample-crm';

/** Sample answers for the summary, leads (list, detail, changes, notes, delete) and appointments. */
export const LEAD_SAMPLE_HANDLERS: Partial<SampleHandlers> = {};
