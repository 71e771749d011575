import { bookingServiceLabel, formatNzTimeInWords } from '@agency/contracts';
import type { OutboxMail } from '../mail/outbox.service';
import { calendarInvite, inviteUid, REMINDER_SECONDS_BEFORE } from './calendar-invite';

export const BOOKING_CONFIRMATION_KIND = 'booking.visitor-confirmation';
export const BOOKING_NOTIFICATION_KIND = 'booking.agency-notification';
export const BOOKING_REMINDER_KIND = 'booking.visitor-reminder';
export const BOOKING_RESCHEDULED_KIND = 'booking.visitor-rescheduled';
export const BOOKING_CANCELLED_KIND = 'booking.visitor-cancelled';
export const BOOKING_CHANGE_NOTIFICATION_KIND = 'booking.agency-change';

export const AGENCY_NAME = 'Kea AI Studio';

/** What the mails read from an appointment. */
export interface AppointmentMailFields {
  id: string;
  clientName: string;
  clientEmail: string;
  clientPhone: string | null;
  companyName: string | null;
  serviceInterest: string;
  startsAt: Date;
  endsAt: Date;
  notes: string | null;
  sequence: number;
}

/** The personal links, absolute. */
export interface BookingLinks {
  cancel: string;
  reschedule: string;
}

/** Mail texts and the invite's DTSTAMP come from the same injected clock as the rules. */
export interface MailContext {
  agencyEmail: string;
  now: Date;
}

/** The appointment's outbox reference: how its pending reminder is found again. */
export const appointmentReference = (id: string) => `appointment:${id}`;

/** Header values stay on one line whatever a visitor typed. */
function oneLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

function firstName(appointment: AppointmentMailFields): string {
  return oneLine(appointment.clientName).split(' ')[0] ?? appointment.clientName;
}

function summary(appointment: AppointmentMailFields): string {
  return `Free consultation with ${AGENCY_NAME}: ${bookingServiceLabel(appointment.serviceInterest)}`;
}

function invite(appointment: AppointmentMailFields, context: MailContext, method: 'REQUEST' | 'CANCEL', links?: BookingLinks) {
  return calendarInvite(
    {
      appointmentId: appointment.id,
      sequence: appointment.sequence,
      startsAt: appointment.startsAt,
      endsAt: appointment.endsAt,
      summary: summary(appointment),
      description: [
        `Your free 30-minute consultation about ${bookingServiceLabel(appointment.serviceInterest)}.`,
        ...(links ? ['', `Reschedule: ${links.reschedule}`, `Cancel: ${links.cancel}`] : []),
      ].join('\n'),
      organizer: { name: AGENCY_NAME, email: context.agencyEmail },
      attendee: { name: oneLine(appointment.clientName), email: appointment.clientEmail },
      stamp: context.now,
      url: links?.reschedule,
    },
    method,
    inviteUid(appointment.id, context.agencyEmail),
  );
}

function manageLines(links: BookingLinks): string[] {
  return [
    'Need to change it? Use your personal links (keep them to yourself):',
    `  Reschedule: ${links.reschedule}`,
    `  Cancel: ${links.cancel}`,
  ];
}

/** To the visitor: the booking, its invite (METHOD:REQUEST) and the personal links. */
export function bookingConfirmation(appointment: AppointmentMailFields, links: BookingLinks, context: MailContext): OutboxMail {
  return {
    kind: BOOKING_CONFIRMATION_KIND,
    to: appointment.clientEmail,
    replyTo: context.agencyEmail,
    subject: `Your consultation on ${formatNzTimeInWords(appointment.startsAt)}`,
    text: [
      `Kia ora ${firstName(appointment)},`,
      '',
      `Your free 30-minute consultation about ${bookingServiceLabel(appointment.serviceInterest)} is booked for ${formatNzTimeInWords(appointment.startsAt)}.`,
      'The attached invitation adds it to your calendar. We will send a reminder the day before.',
      '',
      ...manageLines(links),
      '',
      `Questions before then? Reply to this e-mail or write to ${context.agencyEmail}.`,
    ].join('\n'),
    attachments: [invite(appointment, context, 'REQUEST', links)],
    reference: appointmentReference(appointment.id),
  };
}

/** To the visitor, 24 hours before the start; not made when that moment has already passed. */
export function bookingReminder(appointment: AppointmentMailFields, links: BookingLinks, context: MailContext): OutboxMail | null {
  const sendAfter = new Date(appointment.startsAt.getTime() - REMINDER_SECONDS_BEFORE * 1000);
  if (sendAfter.getTime() <= context.now.getTime()) return null;
  return {
    kind: BOOKING_REMINDER_KIND,
    to: appointment.clientEmail,
    replyTo: context.agencyEmail,
    subject: `Reminder: your consultation tomorrow, ${formatNzTimeInWords(appointment.startsAt)}`,
    text: [
      `Kia ora ${firstName(appointment)},`,
      '',
      `A reminder of your free consultation with ${AGENCY_NAME} on ${formatNzTimeInWords(appointment.startsAt)}.`,
      '',
      ...manageLines(links),
    ].join('\n'),
    sendAfter,
    reference: appointmentReference(appointment.id),
  };
}

/** To the visitor after a move: the same UID, a higher SEQUENCE and METHOD:REQUEST replace the calendar entry. */
export function rescheduledConfirmation(appointment: AppointmentMailFields, links: BookingLinks, context: MailContext): OutboxMail {
  return {
    kind: BOOKING_RESCHEDULED_KIND,
    to: appointment.clientEmail,
    replyTo: context.agencyEmail,
    subject: `Your consultation has moved to ${formatNzTimeInWords(appointment.startsAt)}`,
    text: [
      `Kia ora ${firstName(appointment)},`,
      '',
      `Your free consultation is now on ${formatNzTimeInWords(appointment.startsAt)}. The attached invitation updates your calendar.`,
      '',
      ...manageLines(links),
    ].join('\n'),
    attachments: [invite(appointment, context, 'REQUEST', links)],
    reference: appointmentReference(appointment.id),
  };
}

/** To the visitor after a cancellation (by them or by the agency): METHOD:CANCEL removes the event. */
export function cancellationNotice(appointment: AppointmentMailFields, context: MailContext): OutboxMail {
  return {
    kind: BOOKING_CANCELLED_KIND,
    to: appointment.clientEmail,
    replyTo: context.agencyEmail,
    subject: `Cancelled: your consultation on ${formatNzTimeInWords(appointment.startsAt)}`,
    text: [
      `Kia ora ${firstName(appointment)},`,
      '',
      `Your consultation on ${formatNzTimeInWords(appointment.startsAt)} has been cancelled. The attached update removes it from your calendar.`,
      '',
      `You are welcome to book another time on our website, or reply to this e-mail (${context.agencyEmail}).`,
    ].join('\n'),
    attachments: [invite(appointment, context, 'CANCEL')],
    reference: appointmentReference(appointment.id),
  };
}

/** The agency's copy of a new booking, Reply-To the visitor (as for leads). */
export function agencyBookingNotification(appointment: AppointmentMailFields, context: MailContext): OutboxMail {
  const name = oneLine(appointment.clientName);
  const company = appointment.companyName ? oneLine(appointment.companyName) : undefined;
  return {
    kind: BOOKING_NOTIFICATION_KIND,
    to: context.agencyEmail,
    replyTo: appointment.clientEmail,
    subject: `New consultation: ${name}${company ? ` (${company})` : ''}, ${formatNzTimeInWords(appointment.startsAt)}`.slice(0, 998),
    text: [
      'A free consultation was booked on the website.',
      '',
      `When: ${formatNzTimeInWords(appointment.startsAt)}`,
      `Name: ${name}`,
      `Email: ${appointment.clientEmail}`,
      `Phone: ${appointment.clientPhone ?? '-'}`,
      `Company: ${appointment.companyName ?? '-'}`,
      `Service: ${bookingServiceLabel(appointment.serviceInterest)}`,
      '',
      'Notes:',
      appointment.notes ?? '-',
    ].join('\n'),
    reference: appointmentReference(appointment.id),
  };
}

/** The agency's copy of a move or a cancellation. */
export function agencyChangeNotification(
  appointment: AppointmentMailFields,
  change: { kind: 'rescheduled'; from: Date } | { kind: 'cancelled'; by: 'visitor' | 'agency' },
  context: MailContext,
): OutboxMail {
  const name = oneLine(appointment.clientName);
  const what =
    change.kind === 'rescheduled'
      ? `moved from ${formatNzTimeInWords(change.from)} to ${formatNzTimeInWords(appointment.startsAt)}`
      : `on ${formatNzTimeInWords(appointment.startsAt)} was cancelled ${change.by === 'visitor' ? 'by the visitor' : 'in the CRM'}`;
  return {
    kind: BOOKING_CHANGE_NOTIFICATION_KIND,
    to: context.agencyEmail,
    replyTo: appointment.clientEmail,
    subject: `Consultation ${change.kind}: ${name}`.slice(0, 998),
    text: [`The consultation with ${name} <${appointment.clientEmail}> ${what}.`].join('\n'),
    reference: appointmentReference(appointment.id),
  };
}
