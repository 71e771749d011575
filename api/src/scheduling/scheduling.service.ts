import { randomUUID } from 'node:crypto';
import { BadRequestException, ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Pool, PoolClient } from 'pg';
import {
  bookingCancelPath,
  bookingReschedulePath,
  SCHEDULING_MESSAGES,
  SCHEDULING_TIME_ZONE,
  type TAppointmentList,
  type TBookAppointment,
  type TBookingDays,
  type TManagedBooking,
  type TTimeSlot,
} from '@agency/contracts';
import { inBatches } from '../common/csv/csv-download';
import { inTransaction } from '../database/sql-transaction';
import type { LeadMergeInput } from '../leads/merge-lead';
import { TooManyRequestsException } from '../common/errors/too-many-requests.exception';
import { SQL_POOL } from '../database/database.module';
import { MAIL_CONFIG, type MailConfig } from '../mail/mail.config';
import { OutboxService, type OutboxMail } from '../mail/outbox.service';
import { OutboxWorker } from '../mail/outbox-worker.service';
import { RateLimitService, type RateLimitRule } from '../rate-limit/rate-limit.service';
import { isUuid } from '../common/ids/uuid';
import {
  APPOINTMENT_COLUMNS,
  isSlotTaken,
  mailFields,
  newToken,
  TOKEN_PATTERN,
  tokenHash,
  toAppointment,
  toManaged,
  type AppointmentRow,
} from './appointment-row';
import { appointmentQuery, type AppointmentCursor, type AppointmentFilter } from './appointment-list';
import { BookingCalendar, type IsoDay, type SlotStart } from './booking-calendar';
import { mergeBookingLead } from './booking-lead';
import { PublicOrigin } from '../common/http/public-origin';
import { SCHEDULING_CLOCK, type Clock } from './scheduling-clock';
import { SCHEDULING_CONFIG, type SchedulingConfig } from './scheduling.config';
import {
  agencyBookingNotification,
  agencyChangeNotification,
  appointmentReference,
  BOOKING_REMINDER_KIND,
  bookingConfirmation,
  bookingReminder,
  cancellationNotice,
  rescheduledConfirmation,
  type BookingLinks,
  type MailContext,
} from './scheduling-mails';

/** How a booking made elsewhere than the booking page (the consultant chat) joins the same write. */
export interface BookingOptions {
  /** Where a new lead comes from; 'booking' unless said. */
  leadSource?: LeadMergeInput['source'];
  /** Runs in the booking's transaction after the appointment, its lead and mails: it commits or rolls back with them. */
  alsoWrite?: (client: PoolClient, appointment: { id: string; startsAt: Date }) => Promise<void>;
}

/** Rows an export reads per query. */
const EXPORT_BATCH_SIZE = 500;

/** Whether [start, end) of a slot overlaps any taken range. */
function overlapsAny(slot: SlotStart, taken: { starts_at: Date; ends_at: Date }[]): boolean {
  return taken.some((range) => range.starts_at.getTime() < slot.endsAt.getTime() && range.ends_at.getTime() > slot.startsAt.getTime());
}

/**
 * The booking rules. The calendar (days, slots, zone, holidays) needs no database; which times are taken is the
 * database's answer, and the exclusion constraint, not a prior SELECT, is what keeps two bookings off one time.
 * Writes are plain SQL in one transaction each: appointment, lead and mails commit together or not at all.
 */
@Injectable()
export class SchedulingService {
  private readonly calendar: BookingCalendar;
  private readonly rateRule: RateLimitRule;

  constructor(
    @Inject(SQL_POOL) private readonly pool: Pool,
    private readonly rateLimits: RateLimitService,
    private readonly outbox: OutboxService,
    private readonly outboxWorker: OutboxWorker,
    @Inject(SCHEDULING_CONFIG) config: SchedulingConfig,
    @Inject(MAIL_CONFIG) private readonly mailConfig: MailConfig,
    @Inject(SCHEDULING_CLOCK) private readonly clock: Clock,
    private readonly publicOrigin: PublicOrigin,
  ) {
    this.calendar = new BookingCalendar(config);
    this.rateRule = { limit: config.bookRateLimit, windowSeconds: config.bookRateWindowMinutes * 60 };
  }

  /** Today and the next 13 days in New Zealand, each bookable or not. */
  async days(): Promise<TBookingDays> {
    const now = this.clock.now();
    const window = this.calendar.window(now);
    const firstDay = window[0] as IsoDay;
    const lastDay = window[window.length - 1] as IsoDay;
    const from = this.calendar.slotsOf(firstDay)[0]?.startsAt ?? now;
    const to = this.calendar.slotsOf(lastDay).at(-1)?.endsAt ?? now;
    const taken = await this.takenBetween(from, to);
    return {
      timeZone: SCHEDULING_TIME_ZONE,
      today: firstDay,
      days: window.map((date) => {
        const holiday = this.calendar.holidayName(date);
        const offered = this.calendar.dayRefusal(date, now) === null;
        const available =
          offered && this.calendar.slotsOf(date).some((slot) => slot.startsAt.getTime() > now.getTime() && !overlapsAny(slot, taken));
        return { date, available, holiday };
      }),
    };
  }

  /** A day's slots; 400 with the rule's message for a day that is not offered (weekend, holiday, outside the window). */
  async slots(date: IsoDay): Promise<TTimeSlot[]> {
    const now = this.clock.now();
    const refusal = this.calendar.dayRefusal(date, now);
    if (refusal) throw new BadRequestException(refusal);
    const slots = this.calendar.slotsOf(date);
    const first = slots[0];
    const last = slots.at(-1);
    if (!first || !last) return [];
    const taken = await this.takenBetween(first.startsAt, last.endsAt);
    return slots.map((slot) => ({
      time: slot.time,
      available: slot.startsAt.getTime() > now.getTime() && !overlapsAny(slot, taken),
      startsAt: slot.startsAt.toISOString(),
    }));
  }

  /**
   * Books a consultation: rate limit, every rule, then appointment + lead + mails in one transaction. Two requests
   * for one time both pass the rules; the exclusion constraint lets one commit and the other gets 409.
   */
  async book(input: TBookAppointment, clientAddress: string, options: BookingOptions = {}): Promise<{ id: string }> {
    await this.consumeRateLimit(clientAddress);
    const now = this.clock.now();
    const slot = this.slotOrRefuse(input.appointmentDate, now);
    const token = newToken();
    const id = randomUUID();
    const row = await this.writeOrConflict(async (client) => {
      const inserted = await client.query<AppointmentRow>(
        `INSERT INTO appointment (id, client_name, client_email, client_phone, company_name, service_interest, starts_at, ends_at,
                                  duration, notes, token_hash)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
         RETURNING ${APPOINTMENT_COLUMNS}`,
        [
          id,
          input.clientName,
          input.clientEmail,
          input.clientPhone ?? null,
          input.companyName ?? null,
          input.serviceInterest,
          slot.startsAt,
          slot.endsAt,
          input.duration,
          input.notes ?? null,
          tokenHash(token),
        ],
      );
      const appointment = inserted.rows[0] as AppointmentRow;
      appointment.lead_id = await mergeBookingLead(client, appointment, options.leadSource);
      await client.query('UPDATE appointment SET lead_id = $2 WHERE id = $1', [appointment.id, appointment.lead_id]);
      const fields = mailFields(appointment);
      const links = this.links(token);
      const context = this.mailContext(now);
      await this.outbox.enqueue(client, [
        bookingConfirmation(fields, links, context),
        agencyBookingNotification(fields, context),
        ...optional(bookingReminder(fields, links, context)),
      ]);
      await options.alsoWrite?.(client, { id: appointment.id, startsAt: appointment.starts_at });
      return appointment;
    });
    this.outboxWorker.wake();
    return { id: row.id };
  }

  /** What the personal link shows. */
  async managed(token: string): Promise<TManagedBooking> {
    const result = await this.pool.query<AppointmentRow>(`SELECT ${APPOINTMENT_COLUMNS} FROM appointment WHERE token_hash = $1`, [
      this.hashOrNotFound(token),
    ]);
    const row = result.rows[0];
    if (!row) throw new NotFoundException(SCHEDULING_MESSAGES.bookingNotFound);
    return toManaged(row);
  }

  async cancelByToken(token: string): Promise<TManagedBooking> {
    const hash = this.hashOrNotFound(token);
    const row = await this.cancel('token_hash = $1', hash, 'visitor', SCHEDULING_MESSAGES.bookingNotFound);
    return toManaged(row);
  }

  /** Admins cancel (the visitor gets the same calendar cancellation); the row stays for the record. */
  async cancelById(id: string): Promise<void> {
    if (!isUuid(id)) throw new NotFoundException(SCHEDULING_MESSAGES.appointmentNotFound);
    await this.cancel('id = $1', id, 'agency', SCHEDULING_MESSAGES.appointmentNotFound);
  }

  /**
   * Moves the same appointment to another offered slot: same id, token and calendar UID, SEQUENCE + 1, a new
   * METHOD:REQUEST invite, the pending reminder replaced. Counts against the booking rate limit.
   */
  async rescheduleByToken(token: string, appointmentDate: string, clientAddress: string): Promise<TManagedBooking> {
    const hash = this.hashOrNotFound(token);
    await this.consumeRateLimit(clientAddress);
    const now = this.clock.now();
    const row = await this.writeOrConflict(async (client) => {
      const current = await this.lockForChange(client, 'token_hash = $1', hash, SCHEDULING_MESSAGES.bookingNotFound, now);
      const slot = this.slotOrRefuse(appointmentDate, now);
      const updated = await client.query<AppointmentRow>(
        `UPDATE appointment SET starts_at = $2, ends_at = $3, sequence = sequence + 1, updated_at = now()
          WHERE id = $1 RETURNING ${APPOINTMENT_COLUMNS}`,
        [current.id, slot.startsAt, slot.endsAt],
      );
      const moved = updated.rows[0] as AppointmentRow;
      const fields = mailFields(moved);
      const links = this.links(token);
      const context = this.mailContext(now);
      await this.outbox.withdrawPending(client, appointmentReference(moved.id), BOOKING_REMINDER_KIND);
      await this.outbox.enqueue(client, [
        rescheduledConfirmation(fields, links, context),
        agencyChangeNotification(fields, { kind: 'rescheduled', from: current.starts_at }, context),
        ...optional(bookingReminder(fields, links, context)),
      ]);
      return moved;
    });
    this.outboxWorker.wake();
    return toManaged(row);
  }

  /** One page of the CRM's table, filtered and sorted on the server, with the number of rows over all pages. */
  async list(query: AppointmentFilter & { page: number; pageSize: number }): Promise<TAppointmentList> {
    const { where, orderBy, params } = appointmentQuery(query);
    const [page, total] = await Promise.all([
      this.pool.query<AppointmentRow>(
        `SELECT ${APPOINTMENT_COLUMNS} FROM appointment ${where} ${orderBy} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
        [...params, query.pageSize, (query.page - 1) * query.pageSize],
      ),
      this.pool.query<{ total: string }>(`SELECT count(*) AS total FROM appointment ${where}`, params),
    ]);
    return { items: page.rows.map(toAppointment), total: Number(total.rows[0]?.total ?? 0), page: query.page, pageSize: query.pageSize };
  }

  /** Every row the table's filter holds, read in keyset batches so an export of any size holds one batch at a time. */
  exportRows(filter: AppointmentFilter): AsyncIterable<AppointmentRow> {
    return inBatches(
      async (after: AppointmentCursor | null) => {
        const { where, orderBy, params, sortKey } = appointmentQuery(filter, after);
        const { rows } = await this.pool.query<AppointmentRow & { sort_key: string }>(
          `SELECT ${APPOINTMENT_COLUMNS}, ${sortKey} FROM appointment ${where} ${orderBy} LIMIT $${params.length + 1}`,
          [...params, EXPORT_BATCH_SIZE],
        );
        return rows;
      },
      (row) => appointmentQuery(filter).cursorOf(row),
    );
  }

  private async cancel(where: string, key: string | Buffer, by: 'visitor' | 'agency', notFound: string): Promise<AppointmentRow> {
    const now = this.clock.now();
    const row = await inTransaction(this.pool, async (client) => {
      const current = await this.lockForChange(client, where, key, notFound, now);
      const updated = await client.query<AppointmentRow>(
        `UPDATE appointment SET status = 'cancelled', cancelled_at = now(), sequence = sequence + 1, updated_at = now()
          WHERE id = $1 RETURNING ${APPOINTMENT_COLUMNS}`,
        [current.id],
      );
      const cancelled = updated.rows[0] as AppointmentRow;
      const fields = mailFields(cancelled);
      const context = this.mailContext(now);
      await this.outbox.withdrawPending(client, appointmentReference(cancelled.id), BOOKING_REMINDER_KIND);
      await this.outbox.enqueue(client, [
        cancellationNotice(fields, context),
        agencyChangeNotification(fields, { kind: 'cancelled', by }, context),
      ]);
      return cancelled;
    });
    this.outboxWorker.wake();
    return row;
  }

  /** The appointment, locked for this transaction, if it may still change: not cancelled, not begun. */
  private async lockForChange(client: PoolClient, where: string, key: string | Buffer, notFound: string, now: Date): Promise<AppointmentRow> {
    const result = await client.query<AppointmentRow>(`SELECT ${APPOINTMENT_COLUMNS} FROM appointment WHERE ${where} FOR UPDATE`, [key]);
    const row = result.rows[0];
    if (!row) throw new NotFoundException(notFound);
    if (row.status === 'cancelled') throw new ConflictException(SCHEDULING_MESSAGES.alreadyCancelled);
    if (row.status === 'completed' || row.starts_at.getTime() <= now.getTime()) throw new ConflictException(SCHEDULING_MESSAGES.alreadyHappened);
    return row;
  }

  private async takenBetween(from: Date, to: Date): Promise<{ starts_at: Date; ends_at: Date }[]> {
    // The same range expression and predicate as the exclusion constraint, so its GiST index answers.
    const result = await this.pool.query<{ starts_at: Date; ends_at: Date }>(
      `SELECT starts_at, ends_at FROM appointment
        WHERE status = 'scheduled' AND tstzrange(starts_at, ends_at, '[)') && tstzrange($1, $2, '[)')`,
      [from, to],
    );
    return result.rows;
  }

  private slotOrRefuse(appointmentDate: string, now: Date): SlotStart {
    const startsAt = new Date(appointmentDate);
    if (Number.isNaN(startsAt.getTime())) throw new BadRequestException(SCHEDULING_MESSAGES.invalidDate);
    const checked = this.calendar.checkStart(startsAt, now);
    if ('refusal' in checked) throw new BadRequestException(checked.refusal);
    return checked.slot;
  }

  private async consumeRateLimit(clientAddress: string): Promise<void> {
    const limit = await this.rateLimits.consume(`scheduling:book:ip:${clientAddress}`, this.rateRule);
    if (!limit.allowed) throw new TooManyRequestsException(SCHEDULING_MESSAGES.tooManyAttempts, limit.retryAfterSeconds);
  }

  /** Runs a write; an overlap caught by the exclusion constraint becomes 409 with the page's words. */
  /**
   * Appointment writes queue on one transaction lock (across instances too) before touching any row. Without it,
   * concurrent bookings for one time and one e-mail address deadlocked (the exclusion constraint's wait against the
   * lead lock, a 500) instead of one committing and the others getting 409. Bookings are few; the queue is short.
   */
  private async writeOrConflict<T>(work: (client: PoolClient) => Promise<T>): Promise<T> {
    try {
      return await inTransaction(this.pool, async (client) => {
        await client.query(`SELECT pg_advisory_xact_lock(hashtextextended('appointment writes', 0))`);
        return work(client);
      });
    } catch (error) {
      if (isSlotTaken(error)) throw new ConflictException(SCHEDULING_MESSAGES.slotTaken);
      throw error;
    }
  }

  /** A malformed token is answered like an unknown one. */
  private hashOrNotFound(token: string): Buffer {
    if (!TOKEN_PATTERN.test(token)) throw new NotFoundException(SCHEDULING_MESSAGES.bookingNotFound);
    return tokenHash(token);
  }

  private links(token: string): BookingLinks {
    const origin = this.publicOrigin.value;
    return { cancel: `${origin}${bookingCancelPath(token)}`, reschedule: `${origin}${bookingReschedulePath(token)}` };
  }

  private mailContext(now: Date): MailContext {
    return { agencyEmail: this.mailConfig.agencyEmail, now };
  }
}

function optional(mail: OutboxMail | null): OutboxMail[] {
  return mail ? [mail] : [];
}
