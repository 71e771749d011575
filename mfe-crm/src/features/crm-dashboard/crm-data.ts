/*
 * What the CRM screen shows. Local view types until the CRM contracts land in
 * @agency/contracts; the API's list responses map onto them.
 */
export interface CrmLead {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  /** Seen values: hot, warm, cold, new; anything else displays grey. */
  status: string;
  value: number | null;
  createdAt: string;
}

export interface CrmAppointment {
  id: string;
  clientName: string;
  email: string;
  phone: string | null;
  service: string;
  startsAt: string;
  status: string;
}

export interface CrmUser {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  role: string;
  createdAt: string;
}

export interface CrmAssessment {
  sessionId: string;
  contactName: string | null;
  serviceInterest: string | null;
  company: string | null;
  budget: string | null;
  timeline: string | null;
  /** in_progress (default), completed, converted. */
  status: string;
  createdAt: string;
}

export interface CrmData {
  leads: CrmLead[];
  appointments: CrmAppointment[];
  users: CrmUser[];
  assessments: CrmAssessment[];
}

export const EMPTY_CRM_DATA: CrmData = { leads: [], appointments: [], users: [], assessments: [] };

export interface CrmSummary {
  totalLeads: number;
  hotLeads: number;
  totalValue: number;
  appointments: number;
}

export function summarise(data: CrmData): CrmSummary {
  return {
    totalLeads: data.leads.length,
    hotLeads: data.leads.filter((lead) => lead.status === 'hot').length,
    // A lead without a value counts as $0.
    totalValue: data.leads.reduce((sum, lead) => sum + (lead.value ?? 0), 0),
    appointments: data.appointments.length,
  };
}

const money = new Intl.NumberFormat('en-NZ', { style: 'currency', currency: 'NZD', maximumFractionDigits: 0 });
const dateTime = new Intl.DateTimeFormat('en-NZ', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Pacific/Auckland',
});
const dateOnly = new Intl.DateTimeFormat('en-NZ', { dateStyle: 'medium', timeZone: 'Pacific/Auckland' });

export function formatMoney(value: number | null): string {
  return money.format(value ?? 0);
}

export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

export function formatDate(iso: string): string {
  return dateOnly.format(new Date(iso));
}

/** Ids are shown truncated to 8 characters. */
export function shortId(id: string): string {
  return id.slice(0, 8);
}

/** A ratio as a whole percentage; 0 when there is nothing to divide by. */
export function percent(part: number, whole: number): string {
  return `${whole === 0 ? 0 : Math.round((part / whole) * 100)}%`;
}
