import { z } from './zod';
import type { EndpointGroup } from './endpoint';
import { ZLead } from './leads';

/*
 * Duplicate suggestions for one lead (similar name and company, the same phone, the same e-mail domain and a similar
 * name) and the merge of one lead into another: every related row moves to the surviving lead, the other is deleted,
 * and the survivor's history records the merge with its author.
 */

export const LEAD_MERGE_SELF_MESSAGE = 'A lead cannot be merged into itself';
export const LEAD_MERGE_CONFLICT_MESSAGE = 'One of these leads is being merged right now. Reload the page and try again.';

/** Why a lead looks like the same person; the page shows these words. */
export const DUPLICATE_REASONS = ['Same phone', 'Similar name and company', 'Similar name', 'Same e-mail domain and similar name'] as const;
export type TDuplicateReason = (typeof DUPLICATE_REASONS)[number];

/** At most this many suggestions per lead, the most similar first. */
export const LEAD_DUPLICATES_LIMIT = 10;

export const ZLeadDuplicate = z.object({
  leadId: z.uuid(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  company: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  reasons: z.array(z.enum(DUPLICATE_REASONS)).min(1),
});
export type TLeadDuplicate = z.infer<typeof ZLeadDuplicate>;

/** GET /api/leads/:id/duplicates */
export const ZLeadDuplicates = z.object({ items: z.array(ZLeadDuplicate) });
export type TLeadDuplicates = z.infer<typeof ZLeadDuplicates>;

/** The fields whose value the admin may take from the merged lead instead of the survivor's. */
export const LEAD_MERGE_FIELDS = ['firstName', 'lastName', 'phone', 'company', 'serviceInterest', 'estimatedValue'] as const;
export type TLeadMergeField = (typeof LEAD_MERGE_FIELDS)[number];

/** Body of POST /api/leads/:id/merge (`:id` survives): the lead merged into it, and the fields taken from that lead. */
export const ZLeadMergeRequest = z
  .object({
    mergedLeadId: z.uuid({ error: 'Choose the lead to merge' }),
    takeFromMerged: z.array(z.enum(LEAD_MERGE_FIELDS)).max(LEAD_MERGE_FIELDS.length).default([]),
  })
  .strict();
export type TLeadMergeRequest = z.input<typeof ZLeadMergeRequest>;

/** The survivor after the merge, and how many rows of each table moved to it. */
export const ZLeadMergeResult = z.object({
  lead: ZLead,
  moved: z.record(z.string(), z.number().int().nonnegative()),
});
export type TLeadMergeResult = z.infer<typeof ZLeadMergeResult>;

export const LEAD_MERGE_ENDPOINTS = {
  'GET /api/leads/:id/duplicates': {
    summary: 'Leads that look like the same person (similar name and company, same phone, same e-mail domain and similar name), each with its reasons',
    tag: 'leads',
    access: 'admin',
    response: ZLeadDuplicates,
  },
  'POST /api/leads/:id/duplicates/:otherId/dismiss': {
    summary: 'Stop suggesting this pair of leads as duplicates',
    tag: 'leads',
    access: 'admin',
    status: 204,
  },
  'POST /api/leads/:id/merge': {
    summary: 'Merge another lead into this one: every related row moves here, the other lead is deleted, the history records it',
    tag: 'leads',
    access: 'admin',
    body: ZLeadMergeRequest,
    response: ZLeadMergeResult,
  },
} satisfies EndpointGroup;
