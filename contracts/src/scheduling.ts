import { z } from './zod';
import type { EndpointGroup } from './endpoint';
import { pageOf, pageQuery, sortQuery, ZSearchText } from './paging';
import { ZEmail, ZPersonName, ZPhone, optionalText } from './fields';
import {
  APPOINTMENT_STATUSES,
  BOOKING_COMPANY_MAX_LENGTH,
  BOOKING_NOTES_MAX_LENGTH,
  BOOKING_SERVICES,
  CONSULTATION_MINUTES,
  SCHEDULING_MESSAGES,
} from './scheduling-options';

/*
 * Consultation booking (spec part 1 §3, §7; part 2 §3). The spec's two calls are kept exactly:
 *   GET  /api/scheduling/slots?date=YYYY-MM-DD&duration=30 -> [{time, available}]
 *   POST /api/scheduling/book {clientName, clientEmail, clientPhone, companyName, serviceInterest, appointmentDate, duration, notes}
 * Added beside them (nothing renamed or removed):
 *   - each slot also carries `startsAt`, the UTC instant of its New Zealand wall-clock `time`, which is what the page
 *     sends back as `appointmentDate`;
 *   - GET /api/scheduling/days: the bookable days (the server knows today's date in NZ and the public holidays, so the
 *     browser needs neither a holiday table nor zone rules);
 *   - the personal links of the confirmation e-mail: read, cancel and reschedule a booking by its token.
 */

const ZIsoInstant = z.iso.datetime({ offset: true, error: 'Please give the time as an ISO 8601 date and time' });

/** A calendar day 'YYYY-MM-DD' that exists (2026-02-30 does not). */
export const ZIsoDay = z
  .string({ error: 'Date is required' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, SCHEDULING_MESSAGES.invalidDate)
  .refine((value) => {
    const [year, month, day] = value.split('-').map(Number) as [number, number, number];
    const date = new Date(Date.UTC(year, month - 1, day));
    return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  }, SCHEDULING_MESSAGES.invalidDate);

const ZConsultationMinutes = z.literal(CONSULTATION_MINUTES, { error: SCHEDULING_MESSAGES.duration });

/** Query of GET /api/scheduling/slots. */
export const ZSlotQuery = z.object({
  date: ZIsoDay,
  duration: z.coerce.number({ error: SCHEDULING_MESSAGES.duration }).pipe(ZConsultationMinutes).default(CONSULTATION_MINUTES),
});
export type TSlotQuery = z.input<typeof ZSlotQuery>;

/** A time slot (part 1 §3): `time` is the New Zealand wall-clock start, 'HH:mm'. */
export const ZTimeSlot = z.object({
  time: z.string().regex(/^\d{2}:\d{2}$/),
  available: z.boolean(),
  startsAt: ZIsoInstant,
});
export type TTimeSlot = z.infer<typeof ZTimeSlot>;
export const ZTimeSlotList = z.array(ZTimeSlot);

/** One of the next 14 days (NZ): available unless a weekend, a public holiday, or every slot has passed. */
export const ZBookingDay = z.object({
  date: ZIsoDay,
  available: z.boolean(),
  /** The public holiday's name, when it is one. */
  holiday: z.string().nullable(),
});
export type TBookingDay = z.infer<typeof ZBookingDay>;

export const ZBookingDays = z.object({
  timeZone: z.string(),
  /** Today's date in New Zealand. */
  today: ZIsoDay,
  days: z.array(ZBookingDay),
});
export type TBookingDays = z.infer<typeof ZBookingDays>;

export const ZBookingService = z.enum(BOOKING_SERVICES, { error: SCHEDULING_MESSAGES.service });

/** Body of POST /api/scheduling/book (part 1 §3). Email lower-cased and trimmed; text trimmed. */
export const ZBookAppointmentRequest = z.object({
  clientName: ZPersonName,
  clientEmail: ZEmail,
  clientPhone: ZPhone.optional().transform((value) => (value === undefined || value === '' ? undefined : value)),
  companyName: optionalText('company name', BOOKING_COMPANY_MAX_LENGTH),
  serviceInterest: ZBookingService,
  appointmentDate: ZIsoInstant,
  duration: ZConsultationMinutes,
  notes: optionalText('notes', BOOKING_NOTES_MAX_LENGTH),
});
export type TBookAppointmentRequest = z.input<typeof ZBookAppointmentRequest>;
export type TBookAppointment = z.output<typeof ZBookAppointmentRequest>;

export const ZBookAppointmentResponse = z.object({ id: z.uuid() });
export type TBookAppointmentResponse = z.infer<typeof ZBookAppointmentResponse>;

export const ZAppointmentStatus = z.enum(APPOINTMENT_STATUSES);

/** An appointment as the CRM reads it (part 2 §3). */
export const ZAppointment = z.object({
  id: z.uuid(),
  clientName: z.string(),
  clientEmail: z.string(),
  clientPhone: z.string().nullable(),
  companyName: z.string().nullable(),
  serviceInterest: ZBookingService,
  appointmentDate: ZIsoInstant,
  duration: z.number().int().positive(),
  notes: z.string().nullable(),
  status: ZAppointmentStatus,
  /** The lead this booking created or updated (one person, one lead). */
  leadId: z.uuid().nullable(),
  createdAt: ZIsoInstant,
});
export type TAppointment = z.infer<typeof ZAppointment>;

/** Columns the CRM's appointment table sorts by on the server. */
export const APPOINTMENT_SORT_FIELDS = ['appointmentDate', 'createdAt', 'clientName', 'status'] as const;

/** Which appointments: upcoming (not yet ended), past, or all; one status; search matches client name, e-mail or company. */
const appointmentFilter = {
  when: z.enum(['upcoming', 'past', 'all'], { error: "When must be 'upcoming', 'past' or 'all'" }).default('all'),
  status: ZAppointmentStatus.optional(),
  search: ZSearchText,
  ...sortQuery(APPOINTMENT_SORT_FIELDS, 'appointmentDate', 'asc'),
};

/** Query of GET /api/scheduling/appointments: soonest first unless sorted; ties broken by id. */
export const ZAppointmentListQuery = z.object({ ...pageQuery(20, 100), ...appointmentFilter });
export type TAppointmentListQuery = z.input<typeof ZAppointmentListQuery>;

/** Query of GET /api/scheduling/appointments/export: the same rows as the list, every page. */
export const ZAppointmentExportQuery = z.object(appointmentFilter);
export type TAppointmentExportQuery = z.input<typeof ZAppointmentExportQuery>;

export const ZAppointmentList = pageOf(ZAppointment);
export type TAppointmentList = z.infer<typeof ZAppointmentList>;

/** What the personal link shows: enough to recognise the booking, nothing more. */
export const ZManagedBooking = z.object({
  clientName: z.string(),
  serviceInterest: ZBookingService,
  appointmentDate: ZIsoInstant,
  duration: z.number().int().positive(),
  status: ZAppointmentStatus,
});
export type TManagedBooking = z.infer<typeof ZManagedBooking>;

/** Body of POST /api/scheduling/bookings/:token/reschedule: the new slot's `startsAt`. */
export const ZRescheduleRequest = z.object({ appointmentDate: ZIsoInstant });
export type TRescheduleRequest = z.infer<typeof ZRescheduleRequest>;

/** The personal links in the confirmation e-mail (pages of the marketing remote). */
export const bookingCancelPath = (token: string) => `/book-consultation/cancel/${encodeURIComponent(token)}`;
export const bookingReschedulePath = (token: string) => `/book-consultation/reschedule/${encodeURIComponent(token)}`;

export const SCHEDULING_ENDPOINTS = {
  'GET /api/scheduling/days': {
    summary: 'The next 14 days (New Zealand), each bookable or not, with public holidays named',
    tag: 'scheduling',
    access: 'public',
    response: ZBookingDays,
  },
  'GET /api/scheduling/slots': {
    summary: "A day's 30-minute slots in New Zealand time, each available or not",
    tag: 'scheduling',
    access: 'public',
    query: ZSlotQuery,
    response: ZTimeSlotList,
  },
  'POST /api/scheduling/book': {
    summary: 'Book a free consultation in an offered slot; 409 when it has just been taken. Limited per address',
    tag: 'scheduling',
    access: 'public',
    body: ZBookAppointmentRequest,
    response: ZBookAppointmentResponse,
    status: 201,
  },
  'GET /api/scheduling/bookings/:token': {
    summary: 'A booking by the personal token of its confirmation e-mail',
    tag: 'scheduling',
    access: 'public',
    response: ZManagedBooking,
  },
  'POST /api/scheduling/bookings/:token/cancel': {
    summary: 'Cancel a booking by its personal token; frees the slot and e-mails a calendar cancellation',
    tag: 'scheduling',
    access: 'public',
    response: ZManagedBooking,
  },
  'POST /api/scheduling/bookings/:token/reschedule': {
    summary: 'Move a booking to another offered slot by its personal token; e-mails the updated invite',
    tag: 'scheduling',
    access: 'public',
    body: ZRescheduleRequest,
    response: ZManagedBooking,
  },
  'GET /api/scheduling/appointments': {
    summary: 'Appointments, one page, soonest first unless sorted; filter by upcoming/past, status and search',
    tag: 'scheduling',
    access: 'admin',
    query: ZAppointmentListQuery,
    response: ZAppointmentList,
  },
  'GET /api/scheduling/appointments/export': {
    summary: 'Every appointment matching the filter as a CSV file (times in New Zealand), streamed',
    tag: 'scheduling',
    access: 'admin',
    query: ZAppointmentExportQuery,
    produces: 'text/csv',
  },
  'DELETE /api/scheduling/appointments/:id': {
    summary: 'Cancel an appointment (the visitor gets the calendar cancellation)',
    tag: 'scheduling',
    access: 'admin',
    status: 204,
  },
} satisfies EndpointGroup;
