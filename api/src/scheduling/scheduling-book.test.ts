import { Client } from 'pg';
import request from 'supertest';
import { BOOKING_NOTES_MAX_LENGTH, SCHEDULING_MESSAGES } from '@agency/contracts';
import { bookingBody, clientAddress, fixClock, postBooking, slotAt, slotsOf, startSchedulingApp } from '../../test/booking-client';
import { uniqueEmail, type TestApp } from '../../test/test-app';

/*
 * Every file of these tests books in its own year (this one: March 2031), so files running in parallel against the
 * one database never compete for a time. "Now" is fixed: Monday 10 March 2031, 08:00 in Auckland (NZDT, +13).
 */
const NOW = '2031-03-09T19:00:00Z';
const RATE_LIMIT = 4;

describe('POST /api/scheduling/book', () => {
  let server: TestApp;
  let db: Client;

  beforeAll(async () => {
    server = await startSchedulingApp({ SCHEDULING_BOOK_RATE_LIMIT: String(RATE_LIMIT) });
    fixClock(server, NOW);
    db = new Client({ connectionString: process.env.DATABASE_URL });
    await db.connect();
  });
  afterAll(async () => {
    await db.end();
    await server.close();
  });

  async function appointmentsOf(email: string) {
    return (await db.query('SELECT * FROM appointment WHERE client_email = $1 ORDER BY starts_at', [email])).rows;
  }

  async function mailsAbout(email: string) {
    return (
      await db.query('SELECT kind, to_address, reply_to, subject, attachments, send_after, status FROM outbox_email WHERE to_address = $1 OR reply_to = $1 ORDER BY kind', [
        email,
      ])
    ).rows;
  }

  it('books an offered slot: the row, the lead and the mails in one go, and the slot is then taken', async () => {
    const slot = await slotAt(server, '2031-03-11', '10:00');
    expect(slot).toEqual({ time: '10:00', available: true, startsAt: '2031-03-10T21:00:00.000Z' });
    const body = bookingBody(slot.startsAt, { clientEmail: '  Aroha.Ngata+Book@Example.co.nz ', clientName: '  Aroha Te Ngata ' });
    const response = await postBooking(server, body);
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/) });

    const [row] = await appointmentsOf('aroha.ngata+book@example.co.nz');
    expect(row).toMatchObject({
      id: response.body.id,
      client_name: 'Aroha Te Ngata',
      client_phone: '+64 21 123 4567',
      company_name: 'Ngata Plumbing',
      service_interest: 'business_automation',
      duration: 30,
      status: 'scheduled',
      sequence: 0,
    });
    expect(row.starts_at.toISOString()).toBe('2031-03-10T21:00:00.000Z');
    expect(row.ends_at.toISOString()).toBe('2031-03-10T21:30:00.000Z');

    const lead = (await db.query('SELECT * FROM lead WHERE id = $1', [row.lead_id])).rows[0];
    expect(lead).toMatchObject({
      first_name: 'Aroha',
      last_name: 'Te Ngata',
      email: 'aroha.ngata+book@example.co.nz',
      phone: '+64 21 123 4567',
      company: 'Ngata Plumbing',
      service_interest: 'Business Automation',
      source: 'booking',
      status: 'new',
    });
    expect(lead.message).toContain('Tuesday, 11 March 2031 at 10:00 am (New Zealand time)');

    const mails = await mailsAbout('aroha.ngata+book@example.co.nz');
    expect(mails.map((mail) => mail.kind)).toEqual(['booking.agency-notification', 'booking.visitor-confirmation', 'booking.visitor-reminder']);

    const after = await slotAt(server, '2031-03-11', '10:00');
    expect(after.available).toBe(false);
  });

  it('answers 409 with the page\'s words when the time was just taken, and stores nothing more', async () => {
    const slot = await slotAt(server, '2031-03-11', '11:00');
    expect((await postBooking(server, bookingBody(slot.startsAt))).status).toBe(201);
    const loser = bookingBody(slot.startsAt);
    const response = await postBooking(server, loser);
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ statusCode: 409, message: SCHEDULING_MESSAGES.slotTaken });
    expect(await appointmentsOf(loser.clientEmail)).toEqual([]);
    expect(await mailsAbout(loser.clientEmail)).toEqual([]);
    expect((await db.query('SELECT count(*)::int AS n FROM lead WHERE email = $1', [loser.clientEmail])).rows[0].n).toBe(0);
  });

  const instant = (nzLocal: string) => new Date(`${nzLocal}+13:00`).toISOString();

  it.each([
    ['yesterday', () => bookingBody(instant('2031-03-07T10:00')), SCHEDULING_MESSAGES.past],
    ['earlier today', () => bookingBody(instant('2031-03-10T07:30')), SCHEDULING_MESSAGES.past],
    ['a Saturday', () => bookingBody(instant('2031-03-15T10:00')), SCHEDULING_MESSAGES.weekend],
    ['20 days ahead', () => bookingBody(instant('2031-03-28T10:00')), SCHEDULING_MESSAGES.outsideWindow],
    ['the day after the window', () => bookingBody(instant('2031-03-24T10:00')), SCHEDULING_MESSAGES.outsideWindow],
    ['10:15, between slots', () => bookingBody(instant('2031-03-12T10:15')), SCHEDULING_MESSAGES.notASlot],
    ['before opening', () => bookingBody(instant('2031-03-12T08:30')), SCHEDULING_MESSAGES.notASlot],
    ['the last half hour after closing', () => bookingBody(instant('2031-03-12T17:00')), SCHEDULING_MESSAGES.notASlot],
    ['a slot plus one second', () => bookingBody(new Date(Date.parse(instant('2031-03-12T10:00')) + 1000).toISOString()), SCHEDULING_MESSAGES.notASlot],
    ['a 60-minute duration', () => ({ ...bookingBody(instant('2031-03-12T10:00')), duration: 60 }), SCHEDULING_MESSAGES.duration],
    ['an unknown service', () => ({ ...bookingBody(instant('2031-03-12T10:00')), serviceInterest: 'seo' }), SCHEDULING_MESSAGES.service],
    ['a bad email', () => bookingBody(instant('2031-03-12T10:00'), { clientEmail: 'aroha@' }), 'Please enter a valid email address'],
    ['a one-letter name', () => bookingBody(instant('2031-03-12T10:00'), { clientName: 'A' }), 'Name must be at least 2 characters'],
    ['oversize notes', () => bookingBody(instant('2031-03-12T10:00'), { notes: 'x'.repeat(BOOKING_NOTES_MAX_LENGTH + 1) }), 'Notes must be 2,000 characters or fewer'],
    ['a date that is not a date', () => ({ ...bookingBody(instant('2031-03-12T10:00')), appointmentDate: '2031-02-30T10:00:00+13:00' }), 'Please give the time as an ISO 8601 date and time'],
  ])('refuses %s with a clear 400, storing nothing and mailing no one', async (_label, makeBody, message) => {
    const body = makeBody();
    const response = await postBooking(server, body);
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body)).toContain(message);
    expect(await appointmentsOf(body.clientEmail)).toEqual([]);
    expect(await mailsAbout(body.clientEmail)).toEqual([]);
  });

  it('refuses a public holiday (Good Friday) with its message', async () => {
    // Fixed later in the year so Good Friday, 11 April 2031, is inside the window.
    const set = fixClock(server, '2031-04-06T20:00:00Z');
    try {
      const body = bookingBody(new Date('2031-04-11T10:00:00+12:00').toISOString());
      const response = await postBooking(server, body);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(SCHEDULING_MESSAGES.holiday);
      expect(await appointmentsOf(body.clientEmail)).toEqual([]);
    } finally {
      set(NOW);
    }
  });

  it('answers broken JSON with 400 and no row', async () => {
    const response = await postBooking(server, '{"clientName": "Aroha", ');
    expect(response.status).toBe(400);
    expect(response.body.statusCode).toBe(400);
  });

  it('limits bookings per client address with the too-many-attempts text', async () => {
    const ip = clientAddress();
    const slots = (await slotsOf(server, '2031-03-13')).filter((slot) => slot.available);
    const statuses: number[] = [];
    for (const slot of slots.slice(0, RATE_LIMIT + 1)) statuses.push((await postBooking(server, bookingBody(slot.startsAt), ip)).status);
    expect(statuses).toEqual([...Array(RATE_LIMIT).fill(201), 429]);
    const refused = await postBooking(server, bookingBody(slots[RATE_LIMIT + 1]?.startsAt ?? ''), ip);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(SCHEDULING_MESSAGES.tooManyAttempts);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts reschedules against the same per-address limit', async () => {
    const ip = clientAddress();
    const email = uniqueEmail('reschedule-limit');
    const slots = (await slotsOf(server, '2031-03-17')).filter((slot) => slot.available);
    expect((await postBooking(server, bookingBody(slots[0]?.startsAt ?? '', { clientEmail: email }), ip)).status).toBe(201);
    const mail = (await db.query("SELECT text_body FROM outbox_email WHERE to_address = $1 AND kind = 'booking.visitor-confirmation'", [email])).rows[0];
    const token = /\/book-consultation\/reschedule\/([A-Za-z0-9_-]{43})/.exec(mail.text_body)?.[1];
    const reschedule = (startsAt: string) =>
      request(server.url)
        .post(`/api/scheduling/bookings/${token}/reschedule`)
        .set('content-type', 'application/json')
        .set('x-forwarded-for', ip)
        .send({ appointmentDate: startsAt });
    const statuses: number[] = [];
    for (const slot of slots.slice(1, RATE_LIMIT + 1)) statuses.push((await reschedule(slot.startsAt)).status);
    expect(statuses).toEqual([...Array(RATE_LIMIT - 1).fill(200), 429]);
    const refused = await postBooking(server, bookingBody(slots[RATE_LIMIT + 2]?.startsAt ?? ''), ip);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(SCHEDULING_MESSAGES.tooManyAttempts);
  });

  it('keeps one lead per person: a second booking updates the first lead and fills what it lacked', async () => {
    const email = uniqueEmail('twice');
    const first = await slotAt(server, '2031-03-14', '09:00');
    const second = await slotAt(server, '2031-03-14', '09:30');
    expect((await postBooking(server, bookingBody(first.startsAt, { clientEmail: email, clientPhone: undefined, companyName: undefined }))).status).toBe(201);
    expect((await postBooking(server, bookingBody(second.startsAt, { clientEmail: email, companyName: 'Second Co', serviceInterest: 'digital_marketing' }))).status).toBe(201);

    const leads = (await db.query('SELECT * FROM lead WHERE email = $1', [email])).rows;
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ phone: '+64 21 123 4567', company: 'Second Co', service_interest: 'Business Automation', source: 'booking' });
    const appointments = await appointmentsOf(email);
    expect(appointments.map((row) => row.lead_id)).toEqual([leads[0].id, leads[0].id]);
  });
});
