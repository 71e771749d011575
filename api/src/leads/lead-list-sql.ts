import { LEAD_STATUSES, type TLeadSortField, type TLeadStatus, type TSortOrder } from '@agency/contracts';
import { likePattern } from '../common/sql/like-pattern';

/** The list's filter and order as the contract parses them (GET /api/leads and its CSV export). */
export interface LeadFilter {
  search?: string;
  status?: TLeadStatus;
  sort: TLeadSortField;
  order: TSortOrder;
}

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
  if (filter.status) {
    params.push(filter.status);
    conditions.push(`status = $${params.length}`);
  }
  return {
    where: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '',
    orderBy: `ORDER BY ${orderKeys(filter.sort, filter.order).join(', ')}`,
    params,
  };
}
