import { z } from './zod';
import type { EndpointGroup } from './endpoint';
import { requiredText } from './fields';
import { LEAD_SORT_FIELDS, LEAD_STATUSES, ZLeadFilters } from './leads';
import { SORT_ORDERS } from './paging';

/*
 * Saved views of Lead Management and bulk actions over leads.
 *   GET    /api/lead-views          admin: the caller's own views and those shared with the team, by name
 *   POST   /api/lead-views          admin: saves a view (409 when the caller already has one by that name)
 *   PATCH  /api/lead-views/:id      admin: renames, shares or changes the caller's own view (403 on a colleague's shared one)
 *   DELETE /api/lead-views/:id      admin: deletes the caller's own view
 *   POST   /api/leads/bulk          admin: changes the status or owner of, or deletes, up to 10,000 leads
 *   POST   /api/leads/bulk/export   admin: the selected leads as the list's CSV file
 */

/** Columns a view may show beside the lead's name (always shown), in the table's order. */
export const LEAD_VIEW_COLUMNS = ['company', 'contact', 'status', 'value', 'source', 'createdAt'] as const;
export type TLeadViewColumn = (typeof LEAD_VIEW_COLUMNS)[number];
export const LEAD_VIEW_COLUMN_LABELS: Record<TLeadViewColumn, string> = {
  company: 'Company',
  contact: 'Contact',
  status: 'Status',
  value: 'Value',
  source: 'Source',
  createdAt: 'Created',
};

export const LEAD_VIEW_LIMITS = { name: 60, perOwner: 50 } as const;
/** Most leads one bulk action may touch, whether listed by id or matched by a filter. */
export const LEAD_BULK_MAX = 10_000;

export const LEAD_VIEW_MESSAGES = {
  unknownColumn: `Columns must be from: ${LEAD_VIEW_COLUMNS.join(', ')}`,
  nameTaken: 'You already have a view with this name',
  notFound: 'View not found',
  notYours: 'Only the owner can change or delete a view',
  tooMany: `At most ${LEAD_VIEW_LIMITS.perOwner} views each`,
} as const;
export const LEAD_BULK_MESSAGES = {
  tooMany: `At most ${LEAD_BULK_MAX.toLocaleString('en-NZ')} leads at once`,
  notFound: 'Lead not found',
} as const;

/** What a view holds: the filters, the sort and the visible columns. An unknown column is refused (400). */
export const ZLeadViewDefinition = z
  .object({
    filters: ZLeadFilters,
    sort: z
      .object({
        field: z.enum(LEAD_SORT_FIELDS, { error: `Sort by one of: ${LEAD_SORT_FIELDS.join(', ')}` }),
        order: z.enum(SORT_ORDERS, { error: "Order must be 'asc' or 'desc'" }),
      })
      .strict(),
    columns: z
      .array(z.enum(LEAD_VIEW_COLUMNS, { error: LEAD_VIEW_MESSAGES.unknownColumn }))
      .max(LEAD_VIEW_COLUMNS.length)
      .refine((columns) => new Set(columns).size === columns.length, 'A column can be shown only once'),
  })
  .strict();
export type TLeadViewDefinition = z.infer<typeof ZLeadViewDefinition>;

export const ZLeadViewInput = z
  .object({
    name: requiredText('view name', LEAD_VIEW_LIMITS.name),
    shared: z.boolean().default(false),
    definition: ZLeadViewDefinition,
  })
  .strict();
export type TLeadViewInput = z.input<typeof ZLeadViewInput>;

export const ZLeadViewUpdate = z
  .object({
    name: requiredText('view name', LEAD_VIEW_LIMITS.name).optional(),
    shared: z.boolean().optional(),
    definition: ZLeadViewDefinition.optional(),
  })
  .strict()
  .refine((body) => body.name !== undefined || body.shared !== undefined || body.definition !== undefined, 'Give a name, shared or a definition');
export type TLeadViewUpdate = z.input<typeof ZLeadViewUpdate>;

export const ZLeadView = z.object({
  id: z.uuid(),
  name: z.string(),
  shared: z.boolean(),
  /** True when the caller owns it: only the owner changes or deletes a view. */
  mine: z.boolean(),
  ownerName: z.string(),
  definition: ZLeadViewDefinition,
  updatedAt: z.iso.datetime({ offset: true }),
});
export type TLeadView = z.infer<typeof ZLeadView>;

export const ZLeadViewList = z.object({ items: z.array(ZLeadView) });
export type TLeadViewList = z.infer<typeof ZLeadViewList>;

/** Which leads: listed by id (those the admin ticked), or every lead the filter matches ("select all N matching"). */
export const ZLeadBulkTarget = z.discriminatedUnion('kind', [
  z
    .object({
      kind: z.literal('ids'),
      ids: z.array(z.uuid({ error: 'Each id must be a lead id' })).min(1, 'Select at least one lead').max(LEAD_BULK_MAX, LEAD_BULK_MESSAGES.tooMany),
    })
    .strict(),
  z.object({ kind: z.literal('filter'), filter: ZLeadFilters }).strict(),
]);
export type TLeadBulkTarget = z.input<typeof ZLeadBulkTarget>;

export const ZLeadBulkAction = z.discriminatedUnion('type', [
  z.object({ type: z.literal('status'), status: z.enum(LEAD_STATUSES, { error: `Status must be one of: ${LEAD_STATUSES.join(', ')}` }) }).strict(),
  z.object({ type: z.literal('owner'), ownerId: z.uuid({ error: 'Owner must be a user id' }).nullable() }).strict(),
  z.object({ type: z.literal('delete') }).strict(),
]);
export type TLeadBulkAction = z.input<typeof ZLeadBulkAction>;

export const ZLeadBulkRequest = z.object({ target: ZLeadBulkTarget, action: ZLeadBulkAction }).strict();
export type TLeadBulkRequest = z.input<typeof ZLeadBulkRequest>;

export const ZLeadBulkExportRequest = z.object({ target: ZLeadBulkTarget }).strict();
export type TLeadBulkExportRequest = z.input<typeof ZLeadBulkExportRequest>;

/**
 * What happened: `changed` leads were changed (each with a history entry naming the author), `unchanged` already
 * had that status or owner, and `failed` lists the leads that could not be changed (e.g. deleted meanwhile).
 */
export const ZLeadBulkResult = z.object({
  changed: z.number().int().nonnegative(),
  unchanged: z.number().int().nonnegative(),
  failed: z.array(z.object({ id: z.uuid(), reason: z.string() })),
});
export type TLeadBulkResult = z.infer<typeof ZLeadBulkResult>;

export const LEAD_VIEW_ENDPOINTS = {
  'GET /api/lead-views': {
    summary: "The caller's own saved lead views and those shared with the team, by name",
    tag: 'leads',
    access: 'admin',
    response: ZLeadViewList,
  },
  'POST /api/lead-views': {
    summary: 'Saves a lead view (filters, sort, columns), private or shared; 409 when the caller has one by that name',
    tag: 'leads',
    access: 'admin',
    body: ZLeadViewInput,
    response: ZLeadView,
    status: 201,
  },
  'PATCH /api/lead-views/:id': {
    summary: "Renames, shares or changes one of the caller's own views; 403 on a colleague's shared view",
    tag: 'leads',
    access: 'admin',
    body: ZLeadViewUpdate,
    response: ZLeadView,
  },
  'DELETE /api/lead-views/:id': {
    summary: "Deletes one of the caller's own views; 403 on a colleague's shared view",
    tag: 'leads',
    access: 'admin',
    status: 204,
  },
  'POST /api/leads/bulk': {
    summary: 'Changes the status or owner of, or deletes, up to 10,000 leads (by id or by filter); each change is recorded with who made it',
    tag: 'leads',
    access: 'admin',
    body: ZLeadBulkRequest,
    response: ZLeadBulkResult,
  },
  'POST /api/leads/bulk/export': {
    summary: 'The selected leads (by id or by filter, up to 10,000) as the list CSV file',
    tag: 'leads',
    access: 'admin',
    body: ZLeadBulkExportRequest,
    produces: 'text/csv',
  },
} satisfies EndpointGroup;
