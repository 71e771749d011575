import { createHash, randomBytes } from 'node:crypto';
import { test } from '@playwright/test';
import autocannon from 'autocannon';
import { Pool } from 'pg';
import type { TBookAppointmentRequest, TBookingDays, TTimeSlot } from '@agency/contracts';
import { freePort } from '../support/postgres';
import { startServer } from '../support/server';
import { testDatabaseUrl } from '../support/state';
import { CONNECTIONS, DURATION_SECONDS, comparisonRows, load, startRawServer, type LoadFigures } from './load';
import { printTable } from './table';

/*
 * The booking page's two calls against a raw node:http + pg server doing the same query or insert.
 *
 * Every booking needs a free slot of its own, and there are only so many in the 14-day window, so this server opens
 * around the clock (48 slots a weekday, about 450 in the window) and the booking figure comes from a fixed number of
 * requests rather than a fixed time. The slot list is then read for a fully booked day, so both servers return 48 rows.
 */

const BOOK_CONNECTIONS = 10;
const WARM_UP_BOOKINGS = 30;

/** The API's own query for a day's taken times (it matches the exclusion constraint's GiST index). */
const SLOTS_QUERY = `SELECT starts_at, ends_at FROM appointment
  WHERE status = 'scheduled' AND tstzrange(starts_at, ends_at, '[)') && tstzrange($1, $2, '[)')`;

function bookingBody(appointmentDate: string, index: number): TBookAppointmentRequest {
  return {
    clientName: 'Aroha Ngata',
    clientEmail: `bench-${index}@example.co.nz`,
    clientPhone: '+64 21 123 4567',
    companyName: 'Ngata Plumbing',
    serviceInterest: 'business_automation',
    appointmentDate,
    duration: 30,
    notes: 'We would like our quotes to go out automatically.',
  };
}

/** Sends exactly `bodies.length` POSTs, each with the next body, over `connections`; every answer must be a 201. */
async function loadBodies(url: string, bodies: string[], connections: number): Promise<LoadFigures> {
  let next = 0;
  const result = await autocannon({
    url,
    connections,
    amount: bodies.length,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => ({ ...request, body: bodies[next++] }),
      },
    ],
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  // A run this short ends within a few seconds, so autocannon's per-second average would be coarse: count over time.
  return { rps: result.requests.total / result.duration, p99: result.latency.p99 };
}

test('GET /api/scheduling/slots and POST /api/scheduling/book against raw node:http + pg', async () => {
  test.setTimeout(300_000);
  const databaseUrl = testDatabaseUrl();
  const pool = new Pool({ connectionString: databaseUrl, max: 10 });
  const api = await startServer({
    port: await freePort(),
    databaseUrl,
    env: {
      // One client address sends every request; around-the-clock opening gives enough distinct slots.
      SCHEDULING_BOOK_RATE_LIMIT: '100000000',
      SCHEDULING_OPENING_TIME: '00:00',
      SCHEDULING_CLOSING_TIME: '24:00',
    },
  });
  const raw = await startRawServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://raw');
    if (request.method === 'GET') {
      const from = url.searchParams.get('from');
      const to = url.searchParams.get('to');
      pool.query(SLOTS_QUERY, [from, to]).then(
        (result) => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(result.rows)),
        () => response.writeHead(500).end(),
      );
      return;
    }
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const booking = JSON.parse(body) as TBookAppointmentRequest;
      const startsAt = new Date(booking.appointmentDate);
      pool
        .query(
          `INSERT INTO appointment (client_name, client_email, client_phone, company_name, service_interest, starts_at, ends_at, duration, notes, token_hash)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
          [
            booking.clientName,
            booking.clientEmail,
            booking.clientPhone,
            booking.companyName,
            booking.serviceInterest,
            startsAt,
            new Date(startsAt.getTime() + 30 * 60_000),
            booking.duration,
            booking.notes,
            createHash('sha256').update(randomBytes(32)).digest(),
          ],
        )
        .then(
          (result) => response.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ id: result.rows[0]?.id })),
          () => response.writeHead(500).end(),
        );
    });
  });

  try {
    const days = (await (await fetch(`${api.baseUrl}/api/scheduling/days`)).json()) as TBookingDays;
    const open: TTimeSlot[] = [];
    for (const day of days.days.filter((candidate) => candidate.available)) {
      const slots = (await (await fetch(`${api.baseUrl}/api/scheduling/slots?date=${day.date}&duration=30`)).json()) as TTimeSlot[];
      open.push(...slots.filter((slot) => slot.available));
    }
    const bodies = open.map((slot, index) => JSON.stringify(bookingBody(slot.startsAt, index)));
    const warmUp = bodies.slice(0, WARM_UP_BOOKINGS);
    const measured = bodies.slice(WARM_UP_BOOKINGS);
    // The raw server books the same number of distinct half hours, far beyond any real booking.
    const rawBodies = bodies.map((_, index) =>
      JSON.stringify(bookingBody(new Date(Date.UTC(2200, 0, 1) + index * 30 * 60_000).toISOString(), index)),
    );

    await loadBodies(raw.url, rawBodies.slice(0, WARM_UP_BOOKINGS), BOOK_CONNECTIONS);
    await loadBodies(`${api.baseUrl}/api/scheduling/book`, warmUp, BOOK_CONNECTIONS);
    const bookBaseline = await loadBodies(raw.url, rawBodies.slice(WARM_UP_BOOKINGS), BOOK_CONNECTIONS);
    const book = await loadBodies(`${api.baseUrl}/api/scheduling/book`, measured, BOOK_CONNECTIONS);
    printTable(
      `POST /api/scheduling/book, ${BOOK_CONNECTIONS} connections, ${measured.length} bookings of distinct slots each (the API also ` +
        'validates, rate-limits, checks the calendar, merges the lead and writes three mails with an invite in one transaction)',
      comparisonRows(bookBaseline, book, 'NestJS + Fastify API'),
    );

    // A fully booked day: both servers read its 48 appointments.
    const fullDay = days.days.find((day) => day.available && day.date !== days.today)?.date ?? days.today;
    const daySlots = (await (await fetch(`${api.baseUrl}/api/scheduling/slots?date=${fullDay}&duration=30`)).json()) as TTimeSlot[];
    const from = daySlots[0]?.startsAt ?? '';
    const to = new Date(Date.parse(daySlots.at(-1)?.startsAt ?? '') + 30 * 60_000).toISOString();
    const slotsBaseline = await load({ url: `${raw.url}/?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}` });
    const slots = await load({ url: `${api.baseUrl}/api/scheduling/slots?date=${fullDay}&duration=30` });
    printTable(
      `GET /api/scheduling/slots (a fully booked day, ${daySlots.length} slots), ${CONNECTIONS} connections, ${DURATION_SECONDS} s each (target: ratio >= 0.50)`,
      comparisonRows(slotsBaseline, slots, 'NestJS + Fastify API'),
    );
  } finally {
    await api.stop();
    await raw.close();
    await pool.query(`DELETE FROM appointment WHERE client_email LIKE 'bench-%@example.co.nz'`);
    await pool.end();
  }
});
