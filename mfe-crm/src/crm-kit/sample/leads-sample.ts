import {
  APPOINTMENT_SORT_FIELDS,
  CRM_RECENT_LEADS,
  CRM_UPCOMING_APPOINTMENTS,
  formatNzDateTime,
  LEAD_NOT_FOUND_MESSAGE,
  LEAD_STATUSES,
  NOTE_NOT_FOUND_MESSAGE,
  NOTE_NOT_YOURS_MESSAGE,
  SCHEDULING_MESSAGES,
  ZAppointmentListQuery,
  ZLeadListQuery,
  ZLeadNoteRequest,
  ZUpdateLeadRequest,
  bookingServiceLabel,
  type TAppointment,
  type TLead,
  type TLeadChange,
  type TLeadSortField,
  type TTimelineEvent,
} from '@agency/contracts';
import { sampleLeadMatches } from './lead-filter-sample';
import { parseSample, sampleError, type SampleHandlers } from './sample-handler';
import { matchesSearch, pageRows, sortRows, type SampleSortValue } from './sample-paging';
import type { SampleState } from './sample-state';

/*
 * Sample answers for the summary, leads (list, detail with notes, changes and timeline, status and value changes,
 * notes, delete) and appointments (list, cancel), following the API's rules over the in-memory sample: input is
 * parsed with the contract's schema, so defaults (page size, sort) and refusals are the server's own.
 */

/** The endpoints answered here; team-sample.ts and visitors-sample.ts answer the others. */
export type LeadSampleKey =
  | 'GET /api/crm/summary'
  | 'GET /api/leads'
  | 'GET /api/leads/:id'
  | 'PATCH /api/leads/:id'
  | 'DELETE /api/leads/:id'
  | 'POST /api/leads/:id/notes'
  | 'PATCH /api/leads/:id/notes/:noteId'
  | 'GET /api/scheduling/appointments'
  | 'DELETE /api/scheduling/appointments/:id';

type LeadHandlers = Pick<SampleHandlers, LeadSampleKey>;

/**
 * The sample's mergeLeadByEmail: one person, one lead. An existing lead with that e-mail is reused; otherwise a new
 * lead is made at the top of the list. The live chat's and the consultant's 'Create lead' both come through here.
 */
export function sampleLeadByEmail(
  state: SampleState,
  person: Pick<TLead, 'firstName' | 'lastName' | 'email' | 'company' | 'serviceInterest' | 'message' | 'source'>,
): TLead {
  const existing = state.leads.find((lead) => lead.email.toLowerCase() === person.email.toLowerCase());
  if (existing) return existing;
  const lead: TLead = { id: crypto.randomUUID(), ...person, phone: null, status: 'new', estimatedValue: null, createdAt: new Date().toISOString() };
  state.leads.unshift(lead);
  return lead;
}

const CURRENT_USER_NAME = 'Sam Admin';

const leadSortValue: Record<TLeadSortField, (lead: TLead) => SampleSortValue> = {
  createdAt: (lead) => lead.createdAt,
  name: (lead) => `${lead.lastName} ${lead.firstName}`,
  company: (lead) => lead.company,
  // The pipeline's order, as the server sorts the status column.
  status: (lead) => LEAD_STATUSES.indexOf(lead.status),
  estimatedValue: (lead) => lead.estimatedValue,
};

const appointmentSortValue: Record<(typeof APPOINTMENT_SORT_FIELDS)[number], (appointment: TAppointment) => SampleSortValue> = {
  appointmentDate: (appointment) => appointment.appointmentDate,
  createdAt: (appointment) => appointment.createdAt,
  clientName: (appointment) => appointment.clientName,
  status: (appointment) => appointment.status,
};

function findLead(state: SampleState, id: string): TLead {
  const lead = state.leads.find((item) => item.id === id);
  if (!lead) throw sampleError(404, LEAD_NOT_FOUND_MESSAGE);
  return lead;
}

const endOf = (appointment: TAppointment) => Date.parse(appointment.appointmentDate) + appointment.duration * 60_000;

/** The sample's timeline for one e-mail address, composed like the server's, newest first. */
function timelineOf(state: SampleState, lead: TLead): TTimelineEvent[] {
  const email = lead.email.toLowerCase();
  const events: TTimelineEvent[] = [];
  for (const enquiry of state.leads.filter((item) => item.email.toLowerCase() === email)) {
    events.push({
      id: `enquiry:${enquiry.id}`,
      kind: 'enquiry',
      at: enquiry.createdAt,
      title: enquiry.source === 'onboarding_wizard' ? 'Enquiry from the onboarding wizard' : 'Enquiry from the contact form',
      status: null,
      details: [
        { label: 'Message', value: enquiry.message },
        ...(enquiry.serviceInterest ? [{ label: 'Service interest', value: enquiry.serviceInterest }] : []),
      ],
      messages: [],
      refId: null,
    });
  }
  for (const chat of state.onboardingChats.filter((item) => item.contactInfo.email?.toLowerCase() === email)) {
    events.push({
      id: `onboarding_chat:${chat.id}`,
      kind: 'onboarding_chat',
      at: chat.createdAt,
      title: 'Onboarding chat',
      status: chat.status,
      details: [
        ...(chat.serviceInterest ? [{ label: 'Service', value: chat.serviceInterest }] : []),
        ...(chat.budget ? [{ label: 'Budget', value: chat.budget }] : []),
        ...(chat.timeline ? [{ label: 'Timeline', value: chat.timeline }] : []),
      ],
      messages: (state.transcripts[chat.id] ?? []).map((message) => ({
        author: message.role === 'user' ? (chat.contactInfo.name ?? 'Visitor') : 'Consultant',
        text: message.content,
        at: message.createdAt,
      })),
      refId: chat.id,
    });
  }
  for (const appointment of state.appointments.filter((item) => item.clientEmail.toLowerCase() === email)) {
    events.push({
      id: `booking:${appointment.id}`,
      kind: 'booking',
      at: appointment.createdAt,
      title: 'Consultation booked',
      status: appointment.status,
      details: [
        { label: 'Service', value: bookingServiceLabel(appointment.serviceInterest) },
        { label: 'Date and time', value: formatNzDateTime(appointment.appointmentDate) },
      ],
      messages: [],
      refId: appointment.id,
    });
  }
  for (const mail of state.emails.filter((item) => item.to.toLowerCase() === email)) {
    events.push({
      id: `email:${mail.id}`,
      kind: 'email',
      at: mail.createdAt,
      title: `E-mail: ${mail.subject}`,
      status: mail.status,
      details: [
        { label: 'Attempts', value: String(mail.attempts) },
        ...(mail.lastError ? [{ label: 'Last error', value: mail.lastError }] : []),
      ],
      messages: [],
      refId: null,
    });
  }
  for (const item of state.changes.filter((change) => change.leadId === lead.id)) {
    events.push({
      id: `change:${item.id}`,
      kind: 'change',
      at: item.createdAt,
      title: item.field === 'merge' ? `Merged ${item.from ?? 'a lead'} into this lead` : item.field === 'status' ? 'Status changed' : 'Estimated value changed',
      status: null,
      details: [
        { label: 'From', value: item.from ?? 'none' },
        { label: 'To', value: item.to ?? 'none' },
        { label: 'By', value: item.actorName },
      ],
      messages: [],
      refId: null,
    });
  }
  events.push(...(state.timeline[lead.email] ?? []));
  return events.sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
}

function recordChange(state: SampleState, lead: TLead, field: TLeadChange['field'], from: string | null, to: string | null) {
  state.changes.push({
    id: crypto.randomUUID(),
    leadId: lead.id,
    field,
    from,
    to,
    actorName: CURRENT_USER_NAME,
    createdAt: new Date().toISOString(),
  });
}

export const LEAD_SAMPLE_HANDLERS: LeadHandlers = {
  'GET /api/crm/summary': (state) => {
    const now = Date.now();
    return {
      totalLeads: state.leads.length,
      hotLeads: state.leads.filter((lead) => lead.status === 'hot').length,
      totalValue: state.leads.reduce((sum, lead) => sum + (lead.estimatedValue ?? 0), 0),
      appointments: state.appointments.filter((item) => item.status !== 'cancelled').length,
      recentLeads: sortRows(state.leads, (lead) => lead.createdAt, 'desc').slice(0, CRM_RECENT_LEADS),
      upcomingAppointments: sortRows(
        state.appointments.filter((item) => item.status === 'scheduled' && endOf(item) > now),
        (item) => item.appointmentDate,
        'asc',
      ).slice(0, CRM_UPCOMING_APPOINTMENTS),
    };
  },

  'GET /api/leads': (state, input) => {
    const query = parseSample(ZLeadListQuery, input.query);
    const rows = state.leads.filter(
      (lead) =>
        sampleLeadMatches(state, lead, query) &&
        matchesSearch(query.search, lead.firstName, lead.lastName, `${lead.firstName} ${lead.lastName}`, lead.email, lead.company),
    );
    return pageRows(sortRows(rows, leadSortValue[query.sort], query.order), query.page, query.pageSize);
  },

  'GET /api/leads/:id': (state, { params }) => {
    const lead = findLead(state, params.id);
    return {
      lead,
      notes: sortRows(
        state.notes.filter((note) => note.leadId === lead.id),
        (note) => note.createdAt,
        'desc',
      ).map((note) => ({ ...note, editable: note.authorId === state.currentUserId })),
      changes: sortRows(
        state.changes.filter((item) => item.leadId === lead.id),
        (item) => item.createdAt,
        'desc',
      ),
      timeline: timelineOf(state, lead),
    };
  },

  'PATCH /api/leads/:id': (state, input) => {
    // The body first, as on the server: a bad body is a 400 whether or not the lead exists.
    const body = parseSample(ZUpdateLeadRequest, input.body);
    const lead = findLead(state, input.params.id);
    if (body.status !== undefined && body.status !== lead.status) {
      recordChange(state, lead, 'status', lead.status, body.status);
      lead.status = body.status;
    }
    const value = body.estimatedValue;
    if (value !== undefined && value !== lead.estimatedValue) {
      const stored = (amount: number | null) => (amount === null ? null : amount.toFixed(2));
      recordChange(state, lead, 'estimatedValue', stored(lead.estimatedValue), stored(value));
      lead.estimatedValue = value;
    }
    return lead;
  },

  'DELETE /api/leads/:id': (state, { params }) => {
    const lead = findLead(state, params.id);
    state.leads = state.leads.filter((item) => item.id !== lead.id);
    state.notes = state.notes.filter((note) => note.leadId !== lead.id);
    state.changes = state.changes.filter((item) => item.leadId !== lead.id);
  },

  'POST /api/leads/:id/notes': (state, input) => {
    const { body } = parseSample(ZLeadNoteRequest, input.body);
    const lead = findLead(state, input.params.id);
    const now = new Date().toISOString();
    const note = {
      id: crypto.randomUUID(),
      leadId: lead.id,
      body,
      authorId: state.currentUserId,
      authorName: CURRENT_USER_NAME,
      editable: true,
      createdAt: now,
      updatedAt: now,
    };
    state.notes.push(note);
    return note;
  },

  'PATCH /api/leads/:id/notes/:noteId': (state, input) => {
    const { body } = parseSample(ZLeadNoteRequest, input.body);
    const { params } = input;
    findLead(state, params.id);
    const note = state.notes.find((item) => item.id === params.noteId && item.leadId === params.id);
    if (!note) throw sampleError(404, NOTE_NOT_FOUND_MESSAGE);
    if (note.authorId !== state.currentUserId) throw sampleError(403, NOTE_NOT_YOURS_MESSAGE);
    note.body = body;
    note.updatedAt = new Date().toISOString();
    return { ...note, editable: true };
  },

  'GET /api/scheduling/appointments': (state, input) => {
    const query = parseSample(ZAppointmentListQuery, input.query);
    const now = Date.now();
    const { when } = query;
    const rows = state.appointments.filter(
      (item) =>
        (when === 'all' || (when === 'upcoming' ? endOf(item) > now : endOf(item) <= now)) &&
        (!query.status || item.status === query.status) &&
        matchesSearch(query.search, item.clientName, item.clientEmail, item.companyName),
    );
    return pageRows(sortRows(rows, appointmentSortValue[query.sort], query.order), query.page, query.pageSize);
  },

  'DELETE /api/scheduling/appointments/:id': (state, { params }) => {
    const appointment = state.appointments.find((item) => item.id === params.id);
    if (!appointment) throw sampleError(404, SCHEDULING_MESSAGES.appointmentNotFound);
    // Deleting cancels, as on the server: the row stays, muted, with its history.
    appointment.status = 'cancelled';
  },
};
