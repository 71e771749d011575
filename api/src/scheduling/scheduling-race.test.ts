import { Client } from 'pg';
import { SCHEDULING_MESSAGES } from '@agency/contracts';
import { bookingBody, fixClock, postBooking, slotAt, startSchedulingApp } from '../../test/booking-client';
import { uniqueEmail, type TestApp } from '../../test/test-app';

/* Simultaneous bookings in May 2033 (this file's year). "Now": Monday 2 May 2033, 08:00 NZST (+12). */
describe('simultaneous bookings', () => {
  let server: TestApp;
  let db: Client;

  beforeAll(async () => {
    server = await startSchedulingApp();
    fixClock(server, '2033-05-01T20:00:00Z');
    db = new Client({ connectionString: process.env.DATABASE_URL });
    await db.connect();
  });
  afterAll(async () => {
    await db.end();
    await server.close();
  });

  it('lets exactly one of 20 simultaneous requests for one slot through; the others get 409 and leave nothing', async () => {
    const slot = await slotAt(server, '2033-05-04', '14:00');
    const bodies = Array.from({ length: 20 }, () => bookingBody(slot.startsAt));
    const responses = await Promise.all(bodies.map((body) => postBooking(server, body)));

    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([201, ...Array(19).fill(409)]);
    for (const response of responses.filter((candidate) => candidate.status === 409)) {
      expect(response.body).toEqual({ statusCode: 409, message: SCHEDULING_MESSAGES.slotTaken });
    }
    const emails = bodies.map((body) => body.clientEmail);
    const rows = (await db.query('SELECT id, client_email FROM appointment WHERE starts_at = $1', [slot.startsAt])).rows;
    expect(rows).toHaveLength(1);
    const winner = responses.find((response) => response.status === 201);
    expect(rows[0].id).toBe(winner?.body.id);
    // Only the winner has a lead and mails: the losers' transactions rolled back whole.
    expect((await db.query('SELECT count(*)::int AS n FROM lead WHERE email = ANY($1)', [emails])).rows[0].n).toBe(1);
    const mailed = (await db.query('SELECT DISTINCT to_address FROM outbox_email WHERE to_address = ANY($1)', [emails])).rows;
    expect(mailed).toEqual([{ to_address: rows[0].client_email }]);
  });

  it('makes one lead of simultaneous bookings by one person', async () => {
    const email = uniqueEmail('same-person');
    const times = ['09:00', '09:30', '10:00', '10:30', '11:00'];
    const slots = await Promise.all(times.map((time) => slotAt(server, '2033-05-05', time)));
    const responses = await Promise.all(slots.map((slot) => postBooking(server, bookingBody(slot.startsAt, { clientEmail: email }))));
    expect(responses.map((response) => response.status)).toEqual(times.map(() => 201));
    const leads = (await db.query('SELECT id FROM lead WHERE email = $1', [email])).rows;
    expect(leads).toHaveLength(1);
    const linked = (await db.query('SELECT DISTINCT lead_id FROM appointment WHERE client_email = $1', [email])).rows;
    expect(linked).toEqual([{ lead_id: leads[0].id }]);
  });

  it('refuses an overlapping scheduled row in the database itself, whoever writes it', async () => {
    const slot = await slotAt(server, '2033-05-06', '15:00');
    expect((await postBooking(server, bookingBody(slot.startsAt))).status).toBe(201);
    const insert = (startsAt: string, minutes: number, status: string) =>
      db.query(
        `INSERT INTO appointment (client_name, client_email, service_interest, starts_at, ends_at, duration, status, cancelled_at, token_hash)
         VALUES ('Direct Writer', 'direct@example.co.nz', 'general_inquiry', $1::timestamptz, $1::timestamptz + make_interval(mins => $2), 30, $3,
                 CASE WHEN $3 = 'cancelled' THEN now() END, sha256(gen_random_uuid()::text::bytea))`,
        [startsAt, minutes, status],
      );
    const overlapping = new Date(Date.parse(slot.startsAt) + 10 * 60_000).toISOString();
    await expect(insert(overlapping, 30, 'scheduled')).rejects.toMatchObject({ code: '23P01', constraint: 'appointment_no_overlap' });
    // A cancelled row holds no time; the constraint only covers scheduled ones.
    await expect(insert(overlapping, 30, 'cancelled')).resolves.toBeDefined();
    // Back to back is fine: ranges are [start, end).
    const next = new Date(Date.parse(slot.startsAt) + 30 * 60_000).toISOString();
    await expect(insert(next, 30, 'scheduled')).resolves.toBeDefined();
    // And the check constraints hold the rest of the rules.
    await expect(insert(new Date(Date.parse(slot.startsAt) + 120 * 60_000).toISOString(), 45, 'scheduled')).rejects.toMatchObject({
      constraint: 'appointment_range_check',
    });
    await expect(insert(new Date(Date.parse(slot.startsAt) + 180 * 60_000).toISOString(), 30, 'pencilled')).rejects.toMatchObject({
      constraint: 'appointment_status_check',
    });
  });
});
