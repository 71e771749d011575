import { renderToString } from 'react-dom/server';
import type { RequestTimeModule, TBookingDays } from '@agency/contracts';
import { BookingDaysColumn } from './features/booking/booking-days-column';
import { apiKey } from '@agency/api-client';

/*
 * The marketing remote's request-time module (contracts' request-time-regions.ts), built for Node into
 * dist/server/request-time.js: the API renders the calendar of /book-consultation with the bookable days for each
 * request. The region renders as the page first renders in the browser (no day chosen), so the app hydrates it.
 */

const ignore = () => undefined;

/** A fortnight over the new year: weekends and public holidays closed, the calendar across a month's end. */
function sampleFortnight(): TBookingDays {
  const holidays: Record<string, string> = {
    '2026-12-25': 'Christmas Day',
    '2026-12-28': 'Boxing Day (observed)',
    '2027-01-01': "New Year's Day",
    '2027-01-04': "Day after New Year's Day (observed)",
  };
  const days = Array.from({ length: 14 }, (_, index) => {
    const day = new Date(Date.UTC(2026, 11, 23 + index));
    const date = day.toISOString().slice(0, 10);
    const weekend = day.getUTCDay() === 0 || day.getUTCDay() === 6;
    return { date, available: !weekend && !holidays[date], holiday: holidays[date] ?? null };
  });
  return { timeZone: 'Pacific/Auckland', today: '2026-12-23', days };
}

export const regions: RequestTimeModule['regions'] = {
  'booking-days': {
    queries: [{ path: '/api/scheduling/days', key: apiKey('GET /api/scheduling/days') }],
    render: ([days]) =>
      renderToString(<BookingDaysColumn days={days as TBookingDays} failed={false} onRetry={ignore} selected={undefined} onSelect={ignore} />),
    samples: [[sampleFortnight()]],
  },
};
