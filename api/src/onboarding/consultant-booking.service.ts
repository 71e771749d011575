import { BadRequestException, ConflictException, HttpException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Pool, PoolClient } from 'pg';
import {
  BOOKING_NOTES_MAX_LENGTH,
  CONSULTATION_MINUTES,
  ONBOARDING_MESSAGES,
  ONBOARDING_OFFERED_TIMES,
  SCHEDULING_MESSAGES,
  ZBookAppointmentRequest,
  emailProblem,
  formatNzClock,
  formatNzDayInWords,
  formatNzTimeInWords,
  type TBookingService,
  type TConsultationTime,
  type TOnboardingBookRequest,
  type TOnboardingBookResponse,
  type TOnboardingOffer,
} from '@agency/contracts';
import { SQL_POOL } from '../database/database.module';
import { SchedulingService } from '../scheduling/scheduling.service';
import type { ConsultantOffer } from './consultant-script';
import { CHAT_COLUMNS, toConsultantState, type OnboardingChatRow } from './onboarding-chat-row';
import { onboardingLeadMessage } from './onboarding-lead';
import { ONBOARDING_CONFIG, type OnboardingConfig } from './onboarding.config';

/** A button's words: 'Tuesday, 3 March at 10:00 am'. */
export function consultationTime(startsAt: Date): TConsultationTime {
  return { startsAt: startsAt.toISOString(), label: `${formatNzDayInWords(startsAt)} at ${formatNzClock(startsAt)}` };
}

/** The consultant's services as the booking form's: Lead Generation is digital marketing work; none is a general enquiry. */
const BOOKING_SERVICE_OF: Record<string, TBookingService> = {
  'Website & App Development': 'website_development',
  'AI Content Creation': 'content_creation',
  'Digital Marketing': 'digital_marketing',
  'Lead Generation': 'digital_marketing',
  'Business Automation': 'business_automation',
  'Intelligent Agents': 'intelligent_agents',
};

function joinWords(items: string[], last: string): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${last} ${items[items.length - 1]}`;
}

/** 'Monday, 30 November at 9:00 am, 9:30 am or 10:00 am': the times of one day named once. */
function joinTimes(times: TConsultationTime[]): string {
  const days = new Map<string, string[]>();
  for (const time of times) {
    const startsAt = new Date(time.startsAt);
    const day = formatNzDayInWords(startsAt);
    days.set(day, [...(days.get(day) ?? []), formatNzClock(startsAt)]);
  }
  return joinWords(
    [...days].map(([day, clocks]) => `${day} at ${joinWords(clocks, 'or')}`),
    'or',
  );
}

/** What the reply says about the offered times, so the transcript (and the team) reads what the buttons showed. */
export function timesSentence(times: TConsultationTime[]): string {
  if (times.length === 0) return 'There are no free consultation times in the next two weeks, so our team will suggest one by e-mail.';
  return `The next free times are ${joinTimes(times)} (New Zealand time).`;
}

type ChatWithBooking = OnboardingChatRow & { appointment_status: string | null };

/**
 * The meeting booked in the consultant chat, through the booking module: the same free slots (New Zealand time,
 * weekdays, holidays, the times already taken) and the same booking call (its rules, rate limit, exclusion constraint,
 * confirmation with the invite and the personal links, the lead merged by e-mail), with the lead's source
 * 'onboarding_chat' and the session's own record written in the booking's transaction.
 */
@Injectable()
export class ConsultantBooking {
  constructor(
    @Inject(SQL_POOL) private readonly pool: Pool,
    private readonly scheduling: SchedulingService,
    @Inject(ONBOARDING_CONFIG) private readonly config: OnboardingConfig,
  ) {}

  /** The next free consultation times, soonest first: the booking page's own days and slots. */
  async nextTimes(count: number = ONBOARDING_OFFERED_TIMES): Promise<TConsultationTime[]> {
    const { days } = await this.scheduling.days();
    const times: TConsultationTime[] = [];
    for (const day of days) {
      if (!day.available) continue;
      // A day can stop being offered between the two reads (midnight in Auckland): its refusal just skips it.
      const slots = await this.scheduling.slots(day.date).catch((error: unknown) => {
        if (error instanceof BadRequestException) return [];
        throw error;
      });
      for (const slot of slots) {
        if (!slot.available) continue;
        times.push(consultationTime(new Date(slot.startsAt)));
        if (times.length === count) return times;
      }
    }
    return times;
  }

  /**
   * The engine's offer made concrete: the times read now, named in the reply right after the words offering them (at
   * the end when a model reworded the reply), so the transcript says what the buttons showed.
   */
  async offer(offer: ConsultantOffer | null, reply: string): Promise<{ offer: TOnboardingOffer | undefined; reply: string }> {
    if (!offer) return { offer: undefined, reply };
    if (!offer.times) return { offer: { times: [], person: offer.person }, reply };
    const times = await this.nextTimes();
    const sentence = timesSentence(times);
    const anchor = offer.words;
    const named = anchor && reply.includes(anchor) ? reply.replace(anchor, `${anchor} ${sentence}`) : `${reply} ${sentence}`;
    return { offer: { times, person: offer.person }, reply: named };
  }

  /**
   * Books one of the offered times for the session's visitor. A time taken meanwhile (the exclusion constraint's 409)
   * or passed meanwhile is answered in the conversation with the next free times; the booking's other refusals (not
   * an offered time, too many attempts) keep their status and words.
   */
  async book(input: TOnboardingBookRequest, clientAddress: string): Promise<TOnboardingBookResponse> {
    const chat = await this.activeChat(input.sessionId);
    if (chat.appointment_id && chat.appointment_status === 'scheduled') throw new ConflictException(ONBOARDING_MESSAGES.alreadyBooked);
    const state = toConsultantState(chat);
    if (!state.contactName || !state.contactEmail || emailProblem(state.contactEmail)) {
      throw new ConflictException(ONBOARDING_MESSAGES.bookingNeedsContact);
    }
    const chosen = consultationTime(new Date(input.startsAt));
    // The booking page's own schema checks what the session holds, as it checks what a visitor types there.
    const request = ZBookAppointmentRequest.safeParse({
      clientName: state.contactName,
      clientEmail: state.contactEmail,
      clientPhone: state.contactPhone ?? undefined,
      companyName: state.companyName ?? undefined,
      serviceInterest: BOOKING_SERVICE_OF[state.serviceInterest ?? ''] ?? 'general_inquiry',
      appointmentDate: input.startsAt,
      duration: CONSULTATION_MINUTES,
      notes: onboardingLeadMessage(state).slice(0, BOOKING_NOTES_MAX_LENGTH),
    });
    if (!request.success) throw new ConflictException(ONBOARDING_MESSAGES.bookingNeedsContact);
    const context = { stage: chat.stage, serviceInterest: chat.service_interest };

    try {
      let response = '';
      await this.scheduling.book(request.data, clientAddress, {
        leadSource: 'onboarding_chat',
        alsoWrite: async (client, appointment) => {
          response = this.confirmation(appointment.startsAt, state.contactEmail ?? '', chat.stage === 'complete');
          await this.recordBooking(client, chat, appointment, chosen.label, response);
        },
      });
      return { response, context, booked: chosen };
    } catch (error) {
      if (!isNoLongerFree(error)) throw error;
      const times = await this.nextTimes();
      const response = `Sorry, ${chosen.label} has just been taken. ${timesSentence(times)}${times.length > 0 ? ' Choose one below.' : ''}`;
      await this.pool.query(
        `INSERT INTO onboarding_message (chat_id, role, content, stage) VALUES ($1, 'user', $2, $3), ($1, 'assistant', $4, $3)`,
        [chat.id, chosen.label, chat.stage, response],
      );
      return { response, context, offer: { times, person: true }, booked: null };
    }
  }

  private confirmation(startsAt: Date, email: string, complete: boolean): string {
    const booked =
      `You're booked in for ${formatNzTimeInWords(startsAt)}. I've sent the confirmation with a calendar invitation to ${email}; ` +
      'it has links to move or cancel the meeting.';
    return complete ? `${booked} We look forward to talking with you!` : `${booked} Meanwhile, let's carry on with your proposal.`;
  }

  /**
   * In the booking's transaction: the session keeps its appointment and the booked time (the engine mentions it from
   * then on), and the transcript the choice and the confirmation. The session row is locked, so two choices sent at
   * once cannot both book: the second sees the first's appointment and rolls its own back.
   */
  private async recordBooking(
    client: PoolClient,
    chat: OnboardingChatRow,
    appointment: { id: string; startsAt: Date },
    label: string,
    response: string,
  ): Promise<void> {
    const { rows } = await client.query<{ status: string | null }>(
      `SELECT a.status FROM onboarding_chat c LEFT JOIN appointment a ON a.id = c.appointment_id WHERE c.id = $1 FOR UPDATE OF c`,
      [chat.id],
    );
    if (rows[0]?.status === 'scheduled') throw new ConflictException(ONBOARDING_MESSAGES.alreadyBooked);
    await client.query(
      `UPDATE onboarding_chat
          SET appointment_id = $2, notes = notes || jsonb_build_object('booked', $3::text, 'lastReply', $4::text), updated_at = now()
        WHERE id = $1`,
      [chat.id, appointment.id, formatNzTimeInWords(appointment.startsAt), response],
    );
    await client.query(
      `INSERT INTO onboarding_message (chat_id, role, content, stage) VALUES ($1, 'user', $2, $3), ($1, 'assistant', $4, $3)`,
      [chat.id, label, chat.stage, response],
    );
  }

  private async activeChat(sessionId: string): Promise<ChatWithBooking> {
    const { rows } = await this.pool.query<ChatWithBooking>(
      `SELECT ${CHAT_COLUMNS.replace(/(\w+)/g, 'c.$1')}, a.status AS appointment_status
         FROM onboarding_chat c LEFT JOIN appointment a ON a.id = c.appointment_id
        WHERE c.session_id = $1 AND c.updated_at > now() - make_interval(hours => $2)`,
      [sessionId, this.config.sessionIdleHours],
    );
    const chat = rows[0];
    if (!chat) throw new NotFoundException(ONBOARDING_MESSAGES.sessionNotFound);
    return chat;
  }
}

/** The booking service's answer for a time someone else took, or one that has passed while the visitor chose. */
function isNoLongerFree(error: unknown): boolean {
  if (!(error instanceof HttpException)) return false;
  const message = error.message;
  return (error.getStatus() === 409 && message === SCHEDULING_MESSAGES.slotTaken) || (error.getStatus() === 400 && message === SCHEDULING_MESSAGES.past);
}
