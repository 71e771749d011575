import { randomUUID } from 'node:crypto';
import request from 'supertest';
import type { TBookAppointmentRequest, TTimeSlot } from '@agency/contracts';
import { SCHEDULING_CLOCK, type Clock } from '../src/scheduling/scheduling-clock';
import { BEHIND_LOOPBACK_PROXY, startTestApp, uniqueEmail, type TestApp } from './test-app';

/** The real app with scheduling and mail settings from the environment for its start only (modules read process.env). */
export async function startSchedulingApp(env: Record<string, string> = {}, appEnv: Record<string, string> = {}): Promise<TestApp> {
  const settings = { OUTBOX_POLL_MS: '0', SCHEDULING_BOOK_RATE_LIMIT: '1000', ...env };
  const saved = Object.fromEntries(Object.keys(settings).map((key) => [key, process.env[key]]));
  Object.assign(process.env, settings);
  try {
    // Behind a trusted proxy (loopback), so each test can be its own client address.
    return await startTestApp({ ...BEHIND_LOOPBACK_PROXY, ...appEnv });
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}

/** Fixes the app's "now" (the booking rules' clock); returns a setter for moving it later in the test. */
export function fixClock(server: TestApp, iso: string): (next: string) => void {
  const clock = server.app.get<symbol, Clock>(SCHEDULING_CLOCK);
  const spy = jest.spyOn(clock, 'now').mockReturnValue(new Date(iso));
  return (next) => spy.mockReturnValue(new Date(next));
}

/** A random client address, so one test's rate-limit counter never meets another's. */
export function clientAddress(): string {
  const bytes = randomUUID().replace(/-/g, '');
  return `10.${parseInt(bytes.slice(0, 2), 16)}.${parseInt(bytes.slice(2, 4), 16)}.${parseInt(bytes.slice(4, 6), 16)}`;
}

export function bookingBody(appointmentDate: string, overrides: Partial<TBookAppointmentRequest> = {}): TBookAppointmentRequest {
  return {
    clientName: 'Aroha Ngata',
    clientEmail: uniqueEmail('booking'),
    clientPhone: '+64 21 123 4567',
    companyName: 'Ngata Plumbing',
    serviceInterest: 'business_automation',
    appointmentDate,
    duration: 30,
    notes: 'We would like our quotes to go out automatically.',
    ...overrides,
  };
}

export function postBooking(server: TestApp, body: unknown, ip = clientAddress()) {
  return request(server.url)
    .post('/api/scheduling/book')
    .set('content-type', 'application/json')
    .set('x-forwarded-for', ip)
    .send(typeof body === 'string' ? body : JSON.stringify(body));
}

export async function slotsOf(server: TestApp, date: string): Promise<TTimeSlot[]> {
  const response = await request(server.url).get('/api/scheduling/slots').query({ date, duration: 30 });
  if (response.status !== 200) throw new Error(`slots of ${date}: ${response.status} ${response.text}`);
  return response.body as TTimeSlot[];
}

/** The slot of `date` at New Zealand wall-clock `time`. */
export async function slotAt(server: TestApp, date: string, time: string): Promise<TTimeSlot> {
  const slot = (await slotsOf(server, date)).find((candidate) => candidate.time === time);
  if (!slot) throw new Error(`no slot at ${time} on ${date}`);
  return slot;
}
