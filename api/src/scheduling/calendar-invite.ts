import ical, { ICalAlarmType, ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { MailAttachment } from '../mail/mail-transport';

export interface InviteEvent {
  appointmentId: string;
  /** Raised on every change the visitor is mailed about, so calendars apply the newest copy. */
  sequence: number;
  startsAt: Date;
  endsAt: Date;
  summary: string;
  description: string;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
  /** DTSTAMP: when this copy of the invite was made. */
  stamp: Date;
  url?: string;
}

export const REMINDER_SECONDS_BEFORE = 24 * 60 * 60;

/** One UID for the life of an appointment: calendars match the update or cancellation to the event they hold. */
export function inviteUid(appointmentId: string, agencyEmail: string): string {
  return `appointment-${appointmentId}@${agencyEmail.split('@')[1] ?? 'agency.invalid'}`;
}

/**
 * The iTIP message for an appointment (RFC 5546): METHOD:REQUEST for a new or moved booking, METHOD:CANCEL to take
 * it off the calendar, with the same UID and a higher SEQUENCE each time. Times are written in UTC ('...Z'): a single,
 * non-recurring event is exact in UTC, every client shows it in the reader's own zone, and no VTIMEZONE block (with
 * New Zealand's DST rules frozen into the file) is needed. The mail text gives the New Zealand time in words.
 */
export function calendarInvite(event: InviteEvent, method: 'REQUEST' | 'CANCEL', uid: string): MailAttachment {
  const calendar = ical({
    prodId: { company: 'Kiwi Agency', product: 'Consultations', language: 'EN' },
    method: method === 'REQUEST' ? ICalCalendarMethod.REQUEST : ICalCalendarMethod.CANCEL,
  });
  calendar.createEvent({
    id: uid,
    sequence: event.sequence,
    stamp: event.stamp,
    start: event.startsAt,
    end: event.endsAt,
    summary: event.summary,
    description: event.description,
    url: event.url ?? null,
    status: method === 'REQUEST' ? ICalEventStatus.CONFIRMED : ICalEventStatus.CANCELLED,
    organizer: event.organizer,
    attendees: [
      {
        name: event.attendee.name,
        email: event.attendee.email,
        role: ICalAttendeeRole.REQ,
        status: method === 'REQUEST' ? ICalAttendeeStatus.ACCEPTED : ICalAttendeeStatus.DECLINED,
      },
    ],
    // A cancelled event needs no reminder; calendars drop the event and its alarm together.
    alarms: method === 'REQUEST' ? [{ type: ICalAlarmType.display, triggerBefore: REMINDER_SECONDS_BEFORE, description: event.summary }] : [],
  });
  return {
    filename: method === 'REQUEST' ? 'invite.ics' : 'cancel.ics',
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: calendar.toString(),
  };
}
