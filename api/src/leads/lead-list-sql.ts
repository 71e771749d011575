import { LEAD_STATUSES, NZ_TIME_ZONE, type TLeadFilters, type TLeadSortField, type TSortOrder } from '@agency/contracts';
import { likePattern } from '../common/sql/like-pattern';

/**
 * The list's filter and order as the contract parses them (GET /api/leads, its CSV export, a saved view, a bulk
 * action's "all matching"); `ids` narrows to listed leads (a bulk export of ticked rows).
 */
export interface LeadFilter extends Partial<TLeadFilters> {
  sort: TLeadSortField;
  order: TSortOrder;
  ids?: string[];
}

/** A New Zealand calendar day's first instant, as SQL over a 'YYYY-MM-DD' parameter. */
const nzDayStart = (param: string) => `((${param})::date::timestamp AT TIME ZONE '${NZ_TIME_ZONE}')`;

/**
 * What a search looks in: the four fields joined by a unit separator (a term never contains one, so no match spans
 * two fields). Spelled exactly as lead_search_index (Migration20260101000000_crm_pipeline), whose trigrams answer it.
 */
export const LEAD_SEARCH_DOCUMENT = "(first_name || chr(31) || last_name || chr(31) || email || chr(31) || coalesce(company, ''))";

/** Pipeline order, not alphabetical. The expression is spelled exactly as in lead_pipeline_index so the index serves it. */
const PIPELINE_POSITION = `array_position(ARRAY[${LEAD_STATUSES.map((status) => `'${status}'`).join(', ')}]::text[], status)`;

/**
 * Each sort's keys, ending in id so equal values still have one order and pages never overlap. Names and companies
 * compare case-insensitively (as lead_name_index and lead_company_index); an unknown company or value goes last
 * whichever way the list is sorted.
 */
function orderKeys(sort: TLeadSortField, order: TSortOrder): string[] {
  const dir = order === 'asc' ? 'ASC' : 'DESC';
  switch (sort) {
    case 'createdAt':
      return [`created_at ${dir}`, `id ${dir}`];
    case 'name':
      return [`lower(last_name) ${dir}`, `lower(first_name) ${dir}`, `id ${dir}`];
    case 'company':
      return [`lower(company) ${dir} NULLS LAST`, `id ${dir}`];
    case 'status':
      return [`${PIPELINE_POSITION} ${dir}`, `id ${dir}`];
    case 'estimatedValue':
      return [`estimated_value ${dir} NULLS LAST`, `id ${dir}`];
  }
}

/** WHERE and ORDER BY of a lead list, with its parameters numbered from $1. */
export function leadListSql(filter: LeadFilter): { where: string; orderBy: string; params: unknown[] } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (filter.search) {
    params.push(likePattern(filter.search));
    conditions.push(`${LEAD_SEARCH_DOCUMENT} ILIKE $${params.length}`);
  }
  const add = (value: unknown, condition: (param: string) => string) => {
    params.push(value);
    conditions.push(condition(`$${params.length}`));
  };
  if (filter.ids) add(filter.ids, (p) => `id = ANY(${p}::uuid[])`);
  if (filter.status?.length) add(filter.status, (p) => `status = ANY(${p}::text[])`);
  if (filter.source?.length) add(filter.source, (p) => `source = ANY(${p}::text[])`);
  if (filter.valueMin !== undefined) add(filter.valueMin, (p) => `estimated_value >= ${p}::numeric`);
  if (filter.valueMax !== undefined) add(filter.valueMax, (p) => `estimated_value <= ${p}::numeric`);
  if (filter.createdFrom) add(filter.createdFrom, (p) => `created_at >= ${nzDayStart(p)}`);
  if (filter.createdTo) add(filter.createdTo, (p) => `created_at < ${nzDayStart(`${p}::date + 1`)}`);
  // A booking is made with an e-mail address (stored lower-case), as the lead page's timeline links them.
  const booked = 'EXISTS (SELECT 1 FROM appointment a WHERE a.client_email = lower(lead.email))';
  if (filter.hasBooking !== undefined) conditions.push(filter.hasBooking ? booked : `NOT ${booked}`);
  return {
    where: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '',
    orderBy: `ORDER BY ${orderKeys(filter.sort, filter.order).join(', ')}`,
    params,
  };
}
