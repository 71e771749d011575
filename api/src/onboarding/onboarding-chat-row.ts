import type { TAppointmentStatus, TOnboardingChat, TOnboardingChatStatus, TOnboardingStage } from '@agency/contracts';
import type { ConsultantNotes, ConsultantState, PendingField } from './consultant-script';

/** A row of onboarding_chat as the services read it. */
export interface OnboardingChatRow {
  id: string;
  session_id: string;
  stage: TOnboardingStage;
  status: TOnboardingChatStatus;
  pending_field: PendingField | null;
  service_interest: string | null;
  business_description: string | null;
  challenges: string | null;
  goals: string | null;
  contact_name: string | null;
  contact_email: string | null;
  contact_phone: string | null;
  company_name: string | null;
  budget: string | null;
  timeline: string | null;
  email_attempts: number;
  notes: ConsultantNotes;
  visitor_messages: number;
  lead_id: string | null;
  /** The consultation booked in this conversation (the booking module's appointment row). */
  appointment_id: string | null;
  created_at: Date;
  updated_at: Date;
  completed_at: Date | null;
}

export const CHAT_COLUMNS = `id, session_id, stage, status, pending_field, service_interest, business_description, challenges, goals,
  contact_name, contact_email, contact_phone, company_name, budget, timeline, email_attempts, notes, visitor_messages, lead_id, appointment_id, created_at, updated_at, completed_at`;

/** The booked consultation's time and status, read beside a row for the CRM. */
export interface ConsultationColumns {
  appointment_starts_at: Date | null;
  appointment_status: TAppointmentStatus | null;
}

export function toConsultantState(row: OnboardingChatRow): ConsultantState {
  return {
    stage: row.stage,
    pendingField: row.pending_field,
    serviceInterest: row.service_interest,
    businessDescription: row.business_description,
    challenges: row.challenges,
    goals: row.goals,
    contactName: row.contact_name,
    contactEmail: row.contact_email,
    contactPhone: row.contact_phone,
    companyName: row.company_name,
    budget: row.budget,
    timeline: row.timeline,
    emailAttempts: row.email_attempts,
    notes: row.notes,
  };
}

export function toOnboardingChat(row: OnboardingChatRow & ConsultationColumns & { message_count: number }): TOnboardingChat {
  return {
    id: row.id,
    sessionId: row.session_id,
    contactInfo: { name: row.contact_name, email: row.contact_email, phone: row.contact_phone },
    serviceInterest: row.service_interest,
    companyName: row.company_name,
    budget: row.budget,
    timeline: row.timeline,
    businessDescription: row.business_description,
    challenges: row.challenges,
    goals: row.goals,
    stage: row.stage,
    status: row.status,
    messageCount: row.message_count,
    leadId: row.lead_id,
    consultation:
      row.appointment_id && row.appointment_starts_at && row.appointment_status
        ? { id: row.appointment_id, startsAt: row.appointment_starts_at.toISOString(), status: row.appointment_status }
        : null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    completedAt: row.completed_at?.toISOString() ?? null,
  };
}
