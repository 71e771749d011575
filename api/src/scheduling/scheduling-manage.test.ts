import { randomUUID } from 'node:crypto';
import ICAL from 'ical.js';
import { Client } from 'pg';
import request from 'supertest';
import { SCHEDULING_MESSAGES, ZAppointmentList, ZManagedBooking } from '@agency/contracts';
import { bookingBody, fixClock, postBooking, slotAt, startSchedulingApp } from '../../test/booking-client';
import { registerClient, uniqueEmail, type TestApp } from '../../test/test-app';

/*
 * Personal links, calendar invites, reminders and the CRM's calls, in June 2034 (this file's year).
 * "Now": Monday 5 June 2034, 08:00 NZST (+12). King's Birthday is that day, so today is closed.
 */
const NOW = '2034-06-04T20:00:00Z';
const ADMIN_PASSWORD = 'admin password for booking tests';
const AGENCY_EMAIL = 'hello@agency.example.co.nz';

interface MailRow {
  id: string;
  kind: string;
  to_address: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  attachments: Array<{ filename: string; contentType: string; content: string }>;
  send_after: Date;
  reference: string | null;
}

/** The iCalendar fields a calendar program acts on, read back with ical.js. */
function readInvite(content: string) {
  const calendar = new ICAL.Component(ICAL.parse(content));
  const event = calendar.getFirstSubcomponent('vevent');
  if (!event) throw new Error('no VEVENT');
  const alarm = event.getFirstSubcomponent('valarm');
  const trigger = alarm?.getFirstPropertyValue('trigger');
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.getFirstPropertyValue('uid'),
    sequence: event.getFirstPropertyValue('sequence'),
    status: event.getFirstPropertyValue('status'),
    start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
    end: (event.getFirstPropertyValue('dtend') as ICAL.Time).toJSDate().toISOString(),
    organizer: event.getFirstPropertyValue('organizer'),
    attendee: String(event.getFirstPropertyValue('attendee')).toLowerCase(),
    alarmSeconds: trigger instanceof ICAL.Duration ? trigger.toSeconds() : null,
  };
}

describe('a booking after it is made: personal links, invites, reminders and the CRM', () => {
  let server: TestApp;
  let db: Client;
  let admin: ReturnType<typeof request.agent>;
  let setNow: (iso: string) => void;
  const adminEmail = uniqueEmail('admin');

  beforeAll(async () => {
    server = await startSchedulingApp({ AGENCY_EMAIL }, { ADMIN_EMAIL: adminEmail, ADMIN_PASSWORD });
    setNow = fixClock(server, NOW);
    db = new Client({ connectionString: process.env.DATABASE_URL });
    await db.connect();
    admin = request.agent(server.url);
    const signIn = await admin.post('/api/auth/login').set('content-type', 'application/json').send({ email: adminEmail, password: ADMIN_PASSWORD });
    expect(signIn.status).toBe(200);
  });
  afterAll(async () => {
    await db.end();
    await server.close();
  });
  afterEach(() => setNow(NOW));

  async function mailsTo(email: string): Promise<MailRow[]> {
    const result = await db.query<MailRow>(
      'SELECT id, kind, to_address, reply_to, subject, text_body, attachments, send_after, reference FROM outbox_email WHERE to_address = $1 ORDER BY created_at, kind',
      [email],
    );
    return result.rows;
  }

  async function mailOf(email: string, kind: string): Promise<MailRow> {
    const found = (await mailsTo(email)).filter((mail) => mail.kind === kind);
    expect(found).toHaveLength(1);
    return found[0] as MailRow;
  }

  /** Books a slot and returns the personal token, read from the link in the confirmation mail as a visitor would. */
  async function book(date: string, time: string, email = uniqueEmail('manage')) {
    const slot = await slotAt(server, date, time);
    const response = await postBooking(server, bookingBody(slot.startsAt, { clientEmail: email }));
    expect(response.status).toBe(201);
    const confirmation = await mailOf(email, 'booking.visitor-confirmation');
    const token = /\/book-consultation\/cancel\/([A-Za-z0-9_-]{43})/.exec(confirmation.text_body)?.[1];
    if (!token) throw new Error(`no cancel link in ${confirmation.text_body}`);
    return { id: response.body.id as string, email, token, slot };
  }

  /** As the CRM's browser sends it: no body, and its Origin (the API's CSRF rule for body-less writes). */
  const adminDelete = (id: string) => admin.delete(`/api/scheduling/appointments/${id}`).set('origin', server.linkOrigin);

  const post = (path: string, body: unknown = {}) => request(server.url).post(path).set('content-type', 'application/json').send(JSON.stringify(body));

  it('mails a confirmation with a calendar invite (METHOD:REQUEST, stable UID, 24-hour alarm) and working personal links', async () => {
    const booking = await book('2034-06-07', '10:00');
    const confirmation = await mailOf(booking.email, 'booking.visitor-confirmation');
    expect(confirmation.reply_to).toBe(AGENCY_EMAIL);
    expect(confirmation.subject).toBe('Your consultation on Wednesday, 7 June 2034 at 10:00 am (New Zealand time)');
    expect(confirmation.text_body).toContain(`${server.linkOrigin}/book-consultation/cancel/${booking.token}`);
    expect(confirmation.text_body).toContain(`${server.linkOrigin}/book-consultation/reschedule/${booking.token}`);
    expect(confirmation.attachments).toHaveLength(1);
    expect(confirmation.attachments[0]).toMatchObject({ filename: 'invite.ics', contentType: 'text/calendar; charset=utf-8; method=REQUEST' });
    expect(readInvite(confirmation.attachments[0]?.content ?? '')).toEqual({
      method: 'REQUEST',
      uid: `appointment-${booking.id}@agency.example.co.nz`,
      sequence: 0,
      status: 'CONFIRMED',
      start: '2034-06-06T22:00:00.000Z',
      end: '2034-06-06T22:30:00.000Z',
      organizer: `mailto:${AGENCY_EMAIL}`,
      attendee: `mailto:${booking.email}`,
      alarmSeconds: -24 * 60 * 60,
    });

    const notification = (await mailsTo(AGENCY_EMAIL)).find((mail) => mail.reply_to === booking.email);
    expect(notification?.kind).toBe('booking.agency-notification');
    expect(notification?.text_body).toContain('When: Wednesday, 7 June 2034 at 10:00 am (New Zealand time)');

    const page = await request(server.url).get(`/api/scheduling/bookings/${booking.token}`);
    expect(page.status).toBe(200);
    expect(ZManagedBooking.parse(page.body)).toEqual({
      clientName: 'Aroha Ngata',
      serviceInterest: 'business_automation',
      appointmentDate: '2034-06-06T22:00:00.000Z',
      duration: 30,
      status: 'scheduled',
    });
  });

  it('queues the reminder for 24 hours before the start, and none when that moment has passed', async () => {
    const later = await book('2034-06-08', '14:30');
    const reminder = await mailOf(later.email, 'booking.visitor-reminder');
    expect(reminder.send_after.toISOString()).toBe(new Date(Date.parse(later.slot.startsAt) - 24 * 3600_000).toISOString());
    expect(reminder.subject).toContain('Thursday, 8 June 2034 at 2:30 pm');
    expect(reminder.text_body).toContain(`/book-consultation/cancel/${later.token}`);

    // Tuesday 6 June, 16:00: Wednesday 09:00 is 17 hours away.
    setNow('2034-06-06T04:00:00Z');
    const soon = await book('2034-06-07', '09:00');
    expect((await mailsTo(soon.email)).map((mail) => mail.kind)).toEqual(['booking.visitor-confirmation']);
  });

  it('answers unknown and malformed tokens with 404 and the same words', async () => {
    for (const token of ['A'.repeat(43), 'short', `${'b'.repeat(42)}!`]) {
      const response = await request(server.url).get(`/api/scheduling/bookings/${encodeURIComponent(token)}`);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ statusCode: 404, message: SCHEDULING_MESSAGES.bookingNotFound });
      expect((await post(`/api/scheduling/bookings/${encodeURIComponent(token)}/cancel`)).status).toBe(404);
    }
  });

  it('reschedules the same appointment: same UID, SEQUENCE + 1, reminder moved, the old time freed, the old links still working', async () => {
    const booking = await book('2034-06-09', '11:00');
    const target = await slotAt(server, '2034-06-12', '15:30');
    const response = await post(`/api/scheduling/bookings/${booking.token}/reschedule`, { appointmentDate: target.startsAt });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ appointmentDate: target.startsAt, status: 'scheduled' });

    const rows = (await db.query('SELECT id, starts_at, sequence, status FROM appointment WHERE client_email = $1', [booking.email])).rows;
    expect(rows).toEqual([{ id: booking.id, starts_at: new Date(target.startsAt), sequence: 1, status: 'scheduled' }]);
    expect((await slotAt(server, '2034-06-09', '11:00')).available).toBe(true);
    expect((await slotAt(server, '2034-06-12', '15:30')).available).toBe(false);

    const moved = await mailOf(booking.email, 'booking.visitor-rescheduled');
    expect(moved.subject).toBe('Your consultation has moved to Monday, 12 June 2034 at 3:30 pm (New Zealand time)');
    expect(readInvite(moved.attachments[0]?.content ?? '')).toMatchObject({
      method: 'REQUEST',
      uid: `appointment-${booking.id}@agency.example.co.nz`,
      sequence: 1,
      start: target.startsAt,
    });
    const reminders = (await mailsTo(booking.email)).filter((mail) => mail.kind === 'booking.visitor-reminder');
    expect(reminders.map((mail) => mail.send_after.toISOString())).toEqual([new Date(Date.parse(target.startsAt) - 24 * 3600_000).toISOString()]);
    const agency = (await mailsTo(AGENCY_EMAIL)).filter((mail) => mail.reply_to === booking.email).map((mail) => mail.subject);
    expect(agency).toContain('Consultation rescheduled: Aroha Ngata');

    const page = await request(server.url).get(`/api/scheduling/bookings/${booking.token}`);
    expect(page.body).toMatchObject({ appointmentDate: target.startsAt, status: 'scheduled' });
  });

  it('refuses a reschedule to a taken or unoffered time with the same words as booking, changing nothing', async () => {
    const booking = await book('2034-06-13', '09:00');
    const other = await book('2034-06-13', '09:30');
    const taken = await post(`/api/scheduling/bookings/${booking.token}/reschedule`, { appointmentDate: other.slot.startsAt });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(SCHEDULING_MESSAGES.slotTaken);
    const weekend = await post(`/api/scheduling/bookings/${booking.token}/reschedule`, { appointmentDate: '2034-06-10T22:00:00.000Z' });
    expect(weekend.status).toBe(400);
    expect(weekend.body.message).toBe(SCHEDULING_MESSAGES.weekend);
    const between = await post(`/api/scheduling/bookings/${booking.token}/reschedule`, { appointmentDate: '2034-06-13T22:15:00.000Z' });
    expect(between.body.message).toBe(SCHEDULING_MESSAGES.notASlot);
    const malformed = await post(`/api/scheduling/bookings/${booking.token}/reschedule`, { appointmentDate: 'tomorrow' });
    expect(malformed.status).toBe(400);

    const row = (await db.query('SELECT starts_at, sequence FROM appointment WHERE id = $1', [booking.id])).rows[0];
    expect(row).toEqual({ starts_at: new Date(booking.slot.startsAt), sequence: 0 });
    expect((await mailsTo(booking.email)).map((mail) => mail.kind).sort()).toEqual(['booking.visitor-confirmation', 'booking.visitor-reminder']);
  });

  it('cancels by the personal link: slot freed, reminder withdrawn, METHOD:CANCEL with the same UID and a higher SEQUENCE', async () => {
    const booking = await book('2034-06-14', '13:00');
    const response = await post(`/api/scheduling/bookings/${booking.token}/cancel`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'cancelled', appointmentDate: booking.slot.startsAt });
    expect((await slotAt(server, '2034-06-14', '13:00')).available).toBe(true);

    const kinds = (await mailsTo(booking.email)).map((mail) => mail.kind);
    expect(kinds.sort()).toEqual(['booking.visitor-cancelled', 'booking.visitor-confirmation']);
    const cancelled = await mailOf(booking.email, 'booking.visitor-cancelled');
    expect(cancelled.attachments[0]).toMatchObject({ filename: 'cancel.ics', contentType: 'text/calendar; charset=utf-8; method=CANCEL' });
    expect(readInvite(cancelled.attachments[0]?.content ?? '')).toMatchObject({
      method: 'CANCEL',
      uid: `appointment-${booking.id}@agency.example.co.nz`,
      sequence: 1,
      status: 'CANCELLED',
      alarmSeconds: null,
    });

    // The used link still reads, with the status the page turns into a friendly message.
    const page = await request(server.url).get(`/api/scheduling/bookings/${booking.token}`);
    expect(page.body.status).toBe('cancelled');
    const again = await post(`/api/scheduling/bookings/${booking.token}/cancel`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(SCHEDULING_MESSAGES.alreadyCancelled);
    const move = await post(`/api/scheduling/bookings/${booking.token}/reschedule`, { appointmentDate: (await slotAt(server, '2034-06-15', '10:00')).startsAt });
    expect(move.status).toBe(409);
    expect(move.body.message).toBe(SCHEDULING_MESSAGES.alreadyCancelled);
  });

  it('lets nobody cancel or move a consultation that has begun', async () => {
    const booking = await book('2034-06-15', '16:00');
    setNow('2034-06-15T04:00:00Z');
    const cancel = await post(`/api/scheduling/bookings/${booking.token}/cancel`);
    expect(cancel.status).toBe(409);
    expect(cancel.body.message).toBe(SCHEDULING_MESSAGES.alreadyHappened);
    const move = await post(`/api/scheduling/bookings/${booking.token}/reschedule`, { appointmentDate: (await slotAt(server, '2034-06-16', '10:00')).startsAt });
    expect(move.status).toBe(409);
    expect(move.body.message).toBe(SCHEDULING_MESSAGES.alreadyHappened);
    expect((await adminDelete(booking.id)).status).toBe(409);
    expect((await db.query('SELECT status FROM appointment WHERE id = $1', [booking.id])).rows[0].status).toBe('scheduled');
  });

  it('keeps the appointments to admins: 401 anonymous, 403 for a client', async () => {
    expect((await request(server.url).get('/api/scheduling/appointments')).status).toBe(401);
    expect((await request(server.url).delete(`/api/scheduling/appointments/${randomUUID()}`).set('content-type', 'application/json').send('{}')).status).toBe(401);
    const { agent } = await registerClient(server.url);
    expect((await agent.get('/api/scheduling/appointments')).status).toBe(403);
    expect((await agent.delete(`/api/scheduling/appointments/${randomUUID()}`).set('content-type', 'application/json').send('{}')).status).toBe(403);
  });

  it('lists appointments soonest first for admins, one page at a time, with their lead', async () => {
    const late = await book('2034-06-16', '16:30');
    const early = await book('2034-06-16', '09:00');
    const response = await admin.get('/api/scheduling/appointments').query({ pageSize: 100 });
    expect(response.status).toBe(200);
    const list = ZAppointmentList.parse(response.body);
    expect(list).toMatchObject({ page: 1, pageSize: 100 });
    const starts = list.items.map((item) => Date.parse(item.appointmentDate));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    const lateOnly = ZAppointmentList.parse((await admin.get('/api/scheduling/appointments').query({ search: late.email })).body);
    expect(lateOnly.items.map((item) => item.id)).toEqual([late.id]);
    const earlyOnly = ZAppointmentList.parse((await admin.get('/api/scheduling/appointments').query({ search: early.email })).body);
    const lead = (await db.query('SELECT id FROM lead WHERE email = $1', [early.email])).rows[0];
    expect(earlyOnly.items[0]).toMatchObject({ clientEmail: early.email, status: 'scheduled', leadId: lead.id, duration: 30, serviceInterest: 'business_automation' });
  });

  it('lets an admin cancel an appointment (204): the visitor gets the calendar cancellation, the row stays as cancelled', async () => {
    const booking = await book('2034-06-16', '12:00');
    const response = await adminDelete(booking.id);
    expect(response.status).toBe(204);
    expect((await db.query('SELECT status, cancelled_at FROM appointment WHERE id = $1', [booking.id])).rows[0]).toMatchObject({
      status: 'cancelled',
      cancelled_at: expect.any(Date),
    });
    const cancelled = await mailOf(booking.email, 'booking.visitor-cancelled');
    expect(readInvite(cancelled.attachments[0]?.content ?? '')).toMatchObject({ method: 'CANCEL', sequence: 1 });
    expect((await mailsTo(booking.email)).some((mail) => mail.kind === 'booking.visitor-reminder')).toBe(false);
    const agency = (await mailsTo(AGENCY_EMAIL)).filter((mail) => mail.reply_to === booking.email && mail.kind === 'booking.agency-change');
    expect(agency.map((mail) => mail.text_body)).toEqual([expect.stringContaining('was cancelled in the CRM')]);

    const again = await adminDelete(booking.id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(SCHEDULING_MESSAGES.alreadyCancelled);
    for (const id of [randomUUID(), 'not-an-id']) {
      const missing = await adminDelete(id);
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe(SCHEDULING_MESSAGES.appointmentNotFound);
    }
  });
});

describe('links in the mails with PUBLIC_URL set', () => {
  let server: TestApp;
  let db: Client;

  beforeAll(async () => {
    server = await startSchedulingApp({}, { PUBLIC_URL: 'https://kea.example.co.nz' });
    fixClock(server, NOW);
    db = new Client({ connectionString: process.env.DATABASE_URL });
    await db.connect();
  });
  afterAll(async () => {
    await db.end();
    await server.close();
  });

  it('are absolute on the public address, whatever the request came in on', async () => {
    const email = uniqueEmail('public-url');
    const slot = await slotAt(server, '2034-06-16', '13:00');
    expect((await postBooking(server, bookingBody(slot.startsAt, { clientEmail: email }))).status).toBe(201);
    const mail = (await db.query("SELECT text_body FROM outbox_email WHERE to_address = $1 AND kind = 'booking.visitor-confirmation'", [email])).rows[0];
    expect(mail.text_body).toMatch(/Reschedule: https:\/\/kea\.example\.co\.nz\/book-consultation\/reschedule\/[A-Za-z0-9_-]{43}\n/);
    expect(mail.text_body).toMatch(/Cancel: https:\/\/kea\.example\.co\.nz\/book-consultation\/cancel\/[A-Za-z0-9_-]{43}\n/);
  });
});
