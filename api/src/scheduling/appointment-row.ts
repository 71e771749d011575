import { createHash, randomBytes } from 'node:crypto';
import type { TAppointment, TAppointmentStatus, TBookingService, TManagedBooking } from '@agency/contracts';
import type { AppointmentMailFields } from './scheduling-mails';

/** An `appointment` row as the queries read it, and what each reader is given of it. */
export interface AppointmentRow {
  id: string;
  client_name: string;
  client_email: string;
  client_phone: string | null;
  company_name: string | null;
  service_interest: TBookingService;
  starts_at: Date;
  ends_at: Date;
  duration: number;
  notes: string | null;
  status: TAppointmentStatus;
  sequence: number;
  lead_id: string | null;
  created_at: Date;
}

export const APPOINTMENT_COLUMNS = `id, client_name, client_email, client_phone, company_name, service_interest, starts_at, ends_at, duration,
  notes, status, sequence, lead_id, created_at`;

/** PostgreSQL's exclusion_violation: another scheduled appointment holds an overlapping time. */
const EXCLUSION_VIOLATION = '23P01';
const NO_OVERLAP_CONSTRAINT = 'appointment_no_overlap';

/** 32 random bytes, base64url: 256 bits, not guessable, safe in a URL path. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function tokenHash(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}

export function isSlotTaken(error: unknown): boolean {
  const candidate = error as { code?: string; constraint?: string } | null;
  return candidate?.code === EXCLUSION_VIOLATION && candidate.constraint === NO_OVERLAP_CONSTRAINT;
}

export function mailFields(row: AppointmentRow): AppointmentMailFields {
  return {
    id: row.id,
    clientName: row.client_name,
    clientEmail: row.client_email,
    clientPhone: row.client_phone,
    companyName: row.company_name,
    serviceInterest: row.service_interest,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    notes: row.notes,
    sequence: row.sequence,
  };
}

export function toAppointment(row: AppointmentRow): TAppointment {
  return {
    id: row.id,
    clientName: row.client_name,
    clientEmail: row.client_email,
    clientPhone: row.client_phone,
    companyName: row.company_name,
    serviceInterest: row.service_interest,
    appointmentDate: row.starts_at.toISOString(),
    duration: row.duration,
    notes: row.notes,
    status: row.status,
    leadId: row.lead_id,
    createdAt: row.created_at.toISOString(),
  };
}

export function toManaged(row: AppointmentRow): TManagedBooking {
  return {
    clientName: row.client_name,
    serviceInterest: row.service_interest,
    appointmentDate: row.starts_at.toISOString(),
    duration: row.duration,
    status: row.status,
  };
}
