import { renderToString } from 'react-dom/server';
import type { RequestTimeModule, TBookingDays } from '@agency/contracts';
import { BookingDaysColumn } from './features/booking/booking-days-column';
import { BOOKING_DAYS_QUERY_KEY } from './features/booking/booking-days-query-key';

/*
 * The marketing remote's request-time module (contracts' request-time-regions.ts), built for Node into
 * dist/server/request-time.js: the API renders the calendar of /book-consultation with the bookable days for each
 * request. The region renders as the page first renders in the browser (no day chosen), so the app hydrates it.
 */

const ignore = () => undefined;

export const regions: RequestTimeModule['regions'] = {
  'booking-days': {
    queries: [{ path: '/api/scheduling/days', key: BOOKING_DAYS_QUERY_KEY }],
    render: ([days]) =>
      renderToString(<BookingDaysColumn days={days as TBookingDays} failed={false} onRetry={ignore} selected={undefined} onSelect={ignore} />),
  },
};
