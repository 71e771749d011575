import { execFileSync } from 'node:child_process';
import path from 'node:path';
import request from 'supertest';
import { SCHEDULING_MESSAGES, ZBookingDays, ZTimeSlotList, type TBookingDays } from '@agency/contracts';
import { bookingBody, fixClock, postBooking, slotsOf, startSchedulingApp } from '../../test/booking-client';
import type { TestApp } from '../../test/test-app';
import { loadSchedulingConfig } from './scheduling.config';

/* Days and slots in 2032 (this file's year: no other file books then). */

async function days(server: TestApp): Promise<TBookingDays> {
  const response = await request(server.url).get('/api/scheduling/days');
  expect(response.status).toBe(200);
  return ZBookingDays.parse(response.body);
}

const availability = (result: TBookingDays) => Object.fromEntries(result.days.map((day) => [day.date, day.available]));

describe('GET /api/scheduling/days and /slots in New Zealand time', () => {
  let server: TestApp;
  let setNow: (iso: string) => void;

  beforeAll(async () => {
    server = await startSchedulingApp();
    setNow = fixClock(server, '2032-09-21T20:00:00Z');
  });
  afterAll(() => server.close());

  it('offers the 14 days from today in Auckland, weekdays only, whatever the server zone', async () => {
    // Wednesday 22 September 2032, 08:00 NZST; still Tuesday in UTC and in Los Angeles.
    setNow('2032-09-21T20:00:00Z');
    const result = await days(server);
    expect(result.timeZone).toBe('Pacific/Auckland');
    expect(result.today).toBe('2032-09-22');
    expect(result.days).toHaveLength(14);
    expect(result.days[0]?.date).toBe('2032-09-22');
    expect(result.days[13]?.date).toBe('2032-10-05');
    expect(availability(result)).toEqual({
      '2032-09-22': true,
      '2032-09-23': true,
      '2032-09-24': true,
      '2032-09-25': false,
      '2032-09-26': false,
      '2032-09-27': true,
      '2032-09-28': true,
      '2032-09-29': true,
      '2032-09-30': true,
      '2032-10-01': true,
      '2032-10-02': false,
      '2032-10-03': false,
      '2032-10-04': true,
      '2032-10-05': true,
    });
    expect(result.days.every((day) => day.holiday === null)).toBe(true);
  });

  it('keeps the wall-clock times across the start of daylight saving (last Sunday of September)', async () => {
    setNow('2032-09-21T20:00:00Z');
    const friday = ZTimeSlotList.parse(await slotsOf(server, '2032-09-24'));
    const monday = ZTimeSlotList.parse(await slotsOf(server, '2032-09-27'));
    const times = ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '12:00', '12:30', '13:00', '13:30', '14:00', '14:30', '15:00', '15:30', '16:00', '16:30'];
    expect(friday.map((slot) => slot.time)).toEqual(times);
    expect(monday.map((slot) => slot.time)).toEqual(times);
    // NZST (+12) on Friday, NZDT (+13) from Sunday 26 September 02:00.
    expect(friday[0]?.startsAt).toBe('2032-09-23T21:00:00.000Z');
    expect(monday[0]?.startsAt).toBe('2032-09-26T20:00:00.000Z');
    expect(monday.at(-1)?.startsAt).toBe('2032-09-27T03:30:00.000Z');
  });

  it('keeps them across the end of daylight saving (first Sunday of April) and names Easter', async () => {
    // Wednesday 24 March 2032, 08:00 NZDT.
    setNow('2032-03-23T19:00:00Z');
    const result = await days(server);
    const goodFriday = result.days.find((day) => day.date === '2032-03-26');
    const easterMonday = result.days.find((day) => day.date === '2032-03-29');
    expect(goodFriday).toEqual({ date: '2032-03-26', available: false, holiday: 'Good Friday' });
    expect(easterMonday).toEqual({ date: '2032-03-29', available: false, holiday: 'Easter Monday' });

    const before = await slotsOf(server, '2032-04-02');
    const after = await slotsOf(server, '2032-04-05');
    expect(before[0]).toMatchObject({ time: '09:00', startsAt: '2032-04-01T20:00:00.000Z' });
    expect(after[0]).toMatchObject({ time: '09:00', startsAt: '2032-04-04T21:00:00.000Z' });
  });

  it("closes Auckland Anniversary Day, a regional holiday, and refuses its slots with the holiday's message", async () => {
    setNow('2032-01-19T19:00:00Z');
    const result = await days(server);
    expect(result.days.find((day) => day.date === '2032-01-26')).toEqual({ date: '2032-01-26', available: false, holiday: 'Auckland Anniversary Day' });
    const slots = await request(server.url).get('/api/scheduling/slots').query({ date: '2032-01-26', duration: 30 });
    expect(slots.status).toBe(400);
    expect(slots.body.message).toBe(SCHEDULING_MESSAGES.holiday);
    // The days around it are ordinary weekdays.
    expect(availability(result)['2032-01-27']).toBe(true);
  });

  it('marks the past slots of today unavailable, and today itself once its last slot has begun', async () => {
    // Wednesday 22 September 2032, 12:10 NZST.
    setNow('2032-09-22T00:10:00Z');
    const today = await slotsOf(server, '2032-09-22');
    expect(today.filter((slot) => !slot.available).map((slot) => slot.time)).toEqual(['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '12:00']);
    expect(availability(await days(server))['2032-09-22']).toBe(true);

    // 16:30 exactly: the last slot starts now, so nothing is left today.
    setNow('2032-09-22T04:30:00Z');
    expect((await slotsOf(server, '2032-09-22')).every((slot) => !slot.available)).toBe(true);
    expect(availability(await days(server))['2032-09-22']).toBe(false);
    setNow('2032-09-21T20:00:00Z');
  });

  it.each([
    ['2032-09-25', SCHEDULING_MESSAGES.weekend],
    ['2032-09-21', SCHEDULING_MESSAGES.past],
    ['2032-10-06', SCHEDULING_MESSAGES.outsideWindow],
    ['2032-02-30', SCHEDULING_MESSAGES.invalidDate],
    ['22/09/2032', SCHEDULING_MESSAGES.invalidDate],
  ])('answers slots of %s with 400 and the rule', async (date, message) => {
    setNow('2032-09-21T20:00:00Z');
    const response = await request(server.url).get('/api/scheduling/slots').query({ date, duration: 30 });
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body)).toContain(message);
  });

  it('accepts only a 30-minute duration in the slot query', async () => {
    const response = await request(server.url).get('/api/scheduling/slots').query({ date: '2032-09-23', duration: 60 });
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body)).toContain(SCHEDULING_MESSAGES.duration);
  });

  it('marks a day with every slot booked unavailable', async () => {
    setNow('2032-09-21T20:00:00Z');
    const slots = await slotsOf(server, '2032-10-05');
    for (const slot of slots) expect((await postBooking(server, bookingBody(slot.startsAt))).status).toBe(201);
    expect((await slotsOf(server, '2032-10-05')).some((slot) => slot.available)).toBe(false);
    expect(availability(await days(server))['2032-10-05']).toBe(false);
  });
});

describe("the server's own time zone", () => {
  /** Runs the calendar in a fresh Node process whose zone is `timeZone` (a zone cannot change inside a running one). */
  function calendarIn(timeZone: string): unknown {
    const script = `
      const { BookingCalendar } = require('./src/scheduling/booking-calendar');
      const calendar = new BookingCalendar({ opensAtMinutes: 540, closesAtMinutes: 1020, slotMinutes: 30 });
      const now = new Date('2032-09-21T20:00:00Z');
      console.log(JSON.stringify({
        offset: now.getTimezoneOffset(),
        today: calendar.today(now),
        friday: calendar.slotsOf('2032-09-24')[0].startsAt,
        monday: calendar.slotsOf('2032-09-27')[0].startsAt,
        refusal: calendar.dayRefusal('2032-09-25', now),
      }));`;
    const output = execFileSync(process.execPath, ['-r', 'ts-node/register/transpile-only', '-e', script], {
      cwd: path.join(__dirname, '..', '..'),
      env: { ...process.env, TZ: timeZone },
      encoding: 'utf8',
    });
    return JSON.parse(output);
  }

  it('does not change a single day or slot', () => {
    const expected = {
      today: '2032-09-22',
      friday: '2032-09-23T21:00:00.000Z',
      monday: '2032-09-26T20:00:00.000Z',
      refusal: SCHEDULING_MESSAGES.weekend,
    };
    expect(calendarIn('America/Los_Angeles')).toEqual({ ...expected, offset: 7 * 60 });
    expect(calendarIn('Asia/Kolkata')).toEqual({ ...expected, offset: -330 });
    expect(calendarIn('UTC')).toEqual({ ...expected, offset: 0 });
  });
});

describe('opening hours and slot length from the configuration', () => {
  let server: TestApp;

  beforeAll(async () => {
    server = await startSchedulingApp({ SCHEDULING_OPENING_TIME: '08:00', SCHEDULING_CLOSING_TIME: '10:00', SCHEDULING_SLOT_MINUTES: '15' });
    fixClock(server, '2032-11-09T19:00:00Z');
  });
  afterAll(() => server.close());

  it('starts a 30-minute slot every 15 minutes from opening, each ending by closing; a booking takes the slots it overlaps', async () => {
    // Wednesday 10 November 2032, 08:00 NZDT is "now"; book Thursday.
    const slots = await slotsOf(server, '2032-11-11');
    expect(slots.map((slot) => slot.time)).toEqual(['08:00', '08:15', '08:30', '08:45', '09:00', '09:15', '09:30']);
    const at0815 = slots.find((slot) => slot.time === '08:15');
    expect((await postBooking(server, bookingBody(at0815?.startsAt ?? ''))).status).toBe(201);
    const after = await slotsOf(server, '2032-11-11');
    expect(after.filter((slot) => !slot.available).map((slot) => slot.time)).toEqual(['08:00', '08:15', '08:30']);
    // An overlapping start is refused by the database even though it is an offered slot.
    const overlapping = await postBooking(server, bookingBody(after.find((slot) => slot.time === '08:30')?.startsAt ?? ''));
    expect(overlapping.status).toBe(409);
    expect(overlapping.body.message).toBe(SCHEDULING_MESSAGES.slotTaken);
  });

  it('stops the server at start on a bad setting, naming it', () => {
    expect(() => loadSchedulingConfig({ SCHEDULING_OPENING_TIME: '25:00' })).toThrow(/SCHEDULING_OPENING_TIME/);
    expect(() => loadSchedulingConfig({ SCHEDULING_OPENING_TIME: '16:50', SCHEDULING_CLOSING_TIME: '17:00' })).toThrow(/SCHEDULING_CLOSING_TIME/);
    expect(loadSchedulingConfig({})).toEqual({ opensAtMinutes: 540, closesAtMinutes: 1020, slotMinutes: 30, bookRateLimit: 6, bookRateWindowMinutes: 10 });
  });
});
