import { NZ_TIME_ZONE } from './nz-time';

/*
 * Consultation booking (spec part 1 §4, §5, §8, §9) without zod, so the booking page can import its options and
 * words and download nothing else. The schemas are in scheduling.ts.
 */

/** The booking's zone: every day, slot and rule of the booking is in New Zealand time. */
export const SCHEDULING_TIME_ZONE = NZ_TIME_ZONE;
/** A free consultation lasts 30 minutes; the slot list and the booking accept no other duration. */
export const CONSULTATION_MINUTES = 30;
/** Bookable days: this many, starting today (NZ), of which weekdays that are not public holidays are offered. */
export const BOOKING_WINDOW_DAYS = 14;

/** The browser's limit (part 1 §5, §9): 3 attempts per 600000 ms, stored locally. The server keeps its own. */
export const BOOKING_ATTEMPTS_LIMIT = 3;
export const BOOKING_ATTEMPTS_WINDOW_MS = 600_000;

/** The six service options of the booking form (part 1 §5), with the labels the form shows. */
export const BOOKING_SERVICE_OPTIONS = [
  { value: 'website_development', label: 'Website & App Development' },
  { value: 'content_creation', label: 'Content Creation' },
  { value: 'digital_marketing', label: 'Digital Marketing' },
  { value: 'business_automation', label: 'Business Automation' },
  { value: 'intelligent_agents', label: 'Intelligent Agents' },
  { value: 'general_inquiry', label: 'General Inquiry' },
] as const;
export type TBookingService = (typeof BOOKING_SERVICE_OPTIONS)[number]['value'];
export const BOOKING_SERVICES = BOOKING_SERVICE_OPTIONS.map((option) => option.value) as [TBookingService, ...TBookingService[]];

export function bookingServiceLabel(value: string): string {
  return BOOKING_SERVICE_OPTIONS.find((option) => option.value === value)?.label ?? value;
}

/** Appointment states (part 2 §3); a booking starts 'scheduled'. Only scheduled appointments hold their time. */
export const APPOINTMENT_STATUSES = ['scheduled', 'cancelled', 'completed'] as const;
export type TAppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

export const BOOKING_NOTES_MAX_LENGTH = 2000;
export const BOOKING_COMPANY_MAX_LENGTH = 200;

/** Math check (part 1 §4, §9): + with both 1-20; - with the first 10-39 and the second up to the first; × with both 1-10. */
export const MATH_CHECK_RANGES = {
  add: { min: 1, max: 20 },
  subtract: { firstMin: 10, firstMax: 39 },
  multiply: { min: 1, max: 10 },
} as const;
/** A new question comes after the failure counter passes this (the third wrong answer). */
export const MATH_CHECK_MAX_FAILURES = 2;

/** Verbatim texts of the page (part 1 §5, §8): title and description of each toast. */
export const BOOKING_TEXT = {
  booked: { title: 'Consultation Booked!', description: "We'll send you a confirmation email with meeting details." },
  bookingFailed: {
    title: 'Booking Failed',
    description: 'Unable to book your consultation. Please try again or contact us directly.',
  },
  slotsFailed: { title: 'Error', description: 'Unable to load available time slots. Please try again.' },
  tooManyAttempts: {
    title: 'Too Many Attempts',
    description: 'Please wait a few minutes before trying to book another consultation.',
  },
  verificationRequired: { title: 'Security Verification Required' },
  fixErrors: { title: 'Please Fix Form Errors' },
  missingInformation: { title: 'Missing Information', description: 'Please select a date and time for your consultation.' },
  invalidTime: { title: 'Invalid Time', description: 'Please select a future date and time.' },
  notANumber: 'Please enter a valid number',
  wrongAnswer: 'Incorrect answer. Please try again.',
} as const;

/** The server's answers, shown by the page as they come. */
export const SCHEDULING_MESSAGES = {
  slotTaken: 'That time has just been booked. Please choose another time.',
  invalidDate: 'Please choose a real date (YYYY-MM-DD)',
  weekend: 'Consultations are available Monday to Friday only',
  holiday: 'Consultations are not available on New Zealand public holidays',
  outsideWindow: `Please choose a date within the next ${BOOKING_WINDOW_DAYS} days`,
  past: 'Please select a future date and time.',
  notASlot: 'Please choose one of the offered times',
  duration: `Consultations are ${CONSULTATION_MINUTES} minutes`,
  service: 'Please choose a service from the list',
  tooManyAttempts: 'Please wait a few minutes before trying to book another consultation.',
  appointmentNotFound: 'Appointment not found',
  bookingNotFound: 'We could not find that booking. The link may be incomplete.',
  alreadyCancelled: 'This consultation has already been cancelled.',
  alreadyHappened: 'This consultation has already taken place.',
} as const;
