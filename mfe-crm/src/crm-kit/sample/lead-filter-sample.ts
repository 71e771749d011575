import { nzIsoDate, type TLead, type TLeadFilters } from '@agency/contracts';
import type { SampleState } from './sample-state';

/**
 * The list's filters over the sample, as lead-list-sql.ts applies them on the server: any of the statuses and
 * sources, an inclusive value range (a lead without a value is outside any range), created New Zealand days, and
 * whether a consultation was booked with the lead's e-mail address. The search is matched by the caller.
 */
export function sampleLeadMatches(state: SampleState, lead: TLead, filters: Omit<TLeadFilters, 'search'>): boolean {
  if (filters.status?.length && !filters.status.includes(lead.status)) return false;
  if (filters.source?.length && !filters.source.includes(lead.source)) return false;
  if (filters.valueMin !== undefined && (lead.estimatedValue === null || lead.estimatedValue < filters.valueMin)) return false;
  if (filters.valueMax !== undefined && (lead.estimatedValue === null || lead.estimatedValue > filters.valueMax)) return false;
  const day = nzIsoDate(new Date(lead.createdAt));
  if (filters.createdFrom && day < filters.createdFrom) return false;
  if (filters.createdTo && day > filters.createdTo) return false;
  if (filters.hasBooking !== undefined) {
    const booked = state.appointments.some((appointment) => appointment.clientEmail.toLowerCase() === lead.email.toLowerCase());
    if (booked !== filters.hasBooking) return false;
  }
  return true;
}
