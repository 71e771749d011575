import { z } from './zod';
import { tooLongMessage } from './field-rules';

/*
 * Paging, sorting and searching as every CRM list takes them. Query strings arrive as text, so numbers are coerced;
 * the messages say what was wrong so a 400 explains itself.
 */

/** ?page=&pageSize=: 1-based pages of at most `max` rows. */
export function pageQuery(defaultSize: number, max: number) {
  return {
    page: z.coerce
      .number({ error: 'Page must be a number' })
      .int('Page must be a whole number')
      .min(1, 'Page must be at least 1')
      .max(100_000, 'Page must be at most 100000')
      .default(1),
    pageSize: z.coerce
      .number({ error: 'Page size must be a number' })
      .int('Page size must be a whole number')
      .min(1, 'Page size must be at least 1')
      .max(max, `Page size must be at most ${max}`)
      .default(defaultSize),
  };
}

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type TSortOrder = (typeof SORT_ORDERS)[number];

/** ?sort=&order=: one of the list's sortable columns, ascending or descending. */
export function sortQuery<const Fields extends readonly [string, ...string[]]>(fields: Fields, defaultField: Fields[number], defaultOrder: TSortOrder) {
  return {
    sort: z.enum(fields, { error: `Sort by one of: ${fields.join(', ')}` }).default(defaultField as never),
    order: z.enum(SORT_ORDERS, { error: "Order must be 'asc' or 'desc'" }).default(defaultOrder),
  };
}

/** ?search=: trimmed, at most 200 characters; blank means no search. */
export const ZSearchText = z
  .string()
  .trim()
  .max(200, tooLongMessage('search', 200))
  // PostgreSQL text cannot hold a NUL character: refused here as a 400 rather than failing in the query.
  .refine((value) => !value.includes('\u0000'), 'Search cannot contain a null character')
  .optional()
  .transform((value) => (value === undefined || value === '' ? undefined : value));

/** { items, total, page, pageSize }: one page and the number of rows over all pages. */
export function pageOf<Item extends z.ZodType>(item: Item) {
  return z.object({
    items: z.array(item),
    total: z.number().int().nonnegative(),
    page: z.number().int().positive(),
    pageSize: z.number().int().positive(),
  });
}
