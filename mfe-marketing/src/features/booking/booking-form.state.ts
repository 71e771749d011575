import {
  BOOKING_TEXT,
  CONSULTATION_MINUTES,
  emailProblem,
  nameProblem,
  phoneProblem,
  type TBookAppointmentRequest,
  type TBookingService,
  type TSessionUser,
  type TTimeSlot,
} from '@agency/contracts';
import { bookingAttemptsExhausted } from './booking-attempts';

export interface BookingDetails {
  clientName: string;
  clientEmail: string;
  clientPhone: string;
  companyName: string;
  serviceInterest: TBookingService;
  notes: string;
}

export const EMPTY_BOOKING_DETAILS: BookingDetails = {
  clientName: '',
  clientEmail: '',
  clientPhone: '',
  companyName: '',
  // The payload always names a service; a visitor who does not choose is making a general inquiry.
  serviceInterest: 'general_inquiry',
  notes: '',
};

/** The signed-in visitor's name and e-mail, filled into those fields they have left empty (nothing typed is replaced). */
export function withVisitorDetails(details: BookingDetails, user: TSessionUser | null): BookingDetails {
  if (!user) return details;
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return { ...details, clientName: details.clientName || name, clientEmail: details.clientEmail || user.email };
}

export type DetailsErrors = Partial<Record<'clientName' | 'clientEmail' | 'clientPhone', string>>;

/** The shared field rules (contracts field-rules, no zod): the server answers the same words. */
export function detailsErrors(details: BookingDetails): DetailsErrors {
  const errors: DetailsErrors = {};
  const name = nameProblem(details.clientName);
  const email = emailProblem(details.clientEmail);
  const phone = phoneProblem(details.clientPhone);
  if (name) errors.clientName = name;
  if (email) errors.clientEmail = email;
  if (phone) errors.clientPhone = phone;
  return errors;
}

/** The math check shows once date, time, name and email are all set (spec part 1 §4). */
export function readyForMathCheck(date: string | undefined, slot: TTimeSlot | undefined, details: BookingDetails): boolean {
  return Boolean(date && slot && details.clientName.trim() && details.clientEmail.trim());
}

export interface ConfirmState {
  slot: TTimeSlot | undefined;
  date: string | undefined;
  details: BookingDetails;
  verified: boolean;
  now: number;
}

/** Ids of the controls 'Confirm Booking' moves the keyboard to when something needs the visitor. */
export const BOOKING_FIELD_IDS = {
  date: 'booking-date-heading',
  clientName: 'booking-name',
  clientEmail: 'booking-email',
  clientPhone: 'booking-phone',
  math: 'booking-math-answer',
} as const;

/** The message under the date step's heading while 'Confirm Booking' is waiting for a date and time. */
export const BOOKING_DATE_ERROR_ID = 'booking-date-error';

export interface BlockingToast {
  title: string;
  description?: string;
  /** The id of the control the visitor should look at. */
  focus?: string;
}

/**
 * What the math check is still waiting for, in the page's order: the date and time, then the name and email. The
 * words say what is actually missing; 'Security Verification Required' is kept for a check the visitor can see.
 */
function beforeMathCheck(date: string | undefined, slot: TTimeSlot | undefined, details: BookingDetails): BlockingToast {
  if (!date || !slot) return { ...BOOKING_TEXT.missingInformation, focus: BOOKING_FIELD_IDS.date };
  const noName = details.clientName.trim() === '';
  const noEmail = details.clientEmail.trim() === '';
  const needed = noName && noEmail ? 'your name and email' : noName ? 'your name' : 'your email';
  return {
    ...BOOKING_TEXT.fixErrors,
    description: `Please enter ${needed}.`,
    focus: noName ? BOOKING_FIELD_IDS.clientName : BOOKING_FIELD_IDS.clientEmail,
  };
}

/**
 * What stops 'Confirm Booking', in the spec's order (part 1 §5): the browser's attempt limit, the math check, the
 * name and email (and a phone that was typed), the date and time, a time in the future. Undefined: send it. Until
 * the math check can show (date, time, name and email set), the visitor is told what it is waiting for instead.
 */
export function confirmBlocker({ slot, date, details, verified, now }: ConfirmState): BlockingToast | undefined {
  if (bookingAttemptsExhausted(now)) return BOOKING_TEXT.tooManyAttempts;
  if (!verified) {
    return readyForMathCheck(date, slot, details)
      ? { ...BOOKING_TEXT.verificationRequired, description: 'Please answer the maths question below.', focus: BOOKING_FIELD_IDS.math }
      : beforeMathCheck(date, slot, details);
  }
  const errors = detailsErrors(details);
  const firstError = (['clientName', 'clientEmail', 'clientPhone'] as const).find((field) => errors[field]);
  if (firstError) return { ...BOOKING_TEXT.fixErrors, description: errors[firstError], focus: BOOKING_FIELD_IDS[firstError] };
  if (!date || !slot) return { ...BOOKING_TEXT.missingInformation, focus: BOOKING_FIELD_IDS.date };
  if (Date.parse(slot.startsAt) <= now) return { ...BOOKING_TEXT.invalidTime, focus: BOOKING_FIELD_IDS.date };
  return undefined;
}

/** The POST /api/scheduling/book body (spec part 1 §3, §5): the slot's instant, lower-cased email, trimmed text. */
export function toBookingRequest(slot: TTimeSlot, details: BookingDetails): TBookAppointmentRequest {
  const optional = (value: string) => value.trim() || undefined;
  return {
    clientName: details.clientName.trim(),
    clientEmail: details.clientEmail.trim().toLowerCase(),
    clientPhone: optional(details.clientPhone),
    companyName: optional(details.companyName),
    serviceInterest: details.serviceInterest,
    appointmentDate: slot.startsAt,
    duration: CONSULTATION_MINUTES,
    notes: optional(details.notes),
  };
}
