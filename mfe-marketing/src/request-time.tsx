import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { SCHEDULING_TIME_ZONE, type RequestTimeModule, type TBookingDays, type TSubscriptionPlan } from '@agency/contracts';
import { BookingDaysColumn } from './features/booking/booking-days-column';
import { PricingPlans } from './features/pricing/pricing-plans';
import { apiKey } from '@agency/api-client';

/*
 * The marketing remote's request-time module (contracts' request-time-regions.ts), built for Node into
 * dist/server/request-time.js: the API renders the calendar of /book-consultation with the bookable days, and the
 * plans of /pricing with the plan catalogue, for each request. Each region renders as its page first renders in the
 * browser (no day chosen), so the app hydrates it.
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
  return { timeZone: SCHEDULING_TIME_ZONE, today: '2026-12-23', days };
}

/** A plan of the catalogue, for the pricing sample. */
function samplePlan(index: number, group: TSubscriptionPlan['group'], interval: TSubscriptionPlan['interval'], popular: boolean): TSubscriptionPlan {
  return {
    id: `00000000-0000-4000-8000-0000000000${String(index).padStart(2, '0')}`,
    slug: `sample-${index}`,
    group,
    name: `Plan ${index}`,
    description: 'A sample plan.',
    price: 100 * index,
    interval,
    isActive: true,
    features: ['A feature', 'Another feature'],
    popular,
    cta: index === 1 ? { text: 'Get Started', href: '/website-builder' } : { text: 'Contact Us', href: '/#contact' },
  };
}

/** Every group, each with a popular plan and a plain one; a yearly plan the page leaves to the builder. */
const SAMPLE_CATALOGUE: TSubscriptionPlan[] = [
  samplePlan(1, 'web-app', 'monthly', false),
  samplePlan(2, 'web-app', 'monthly', true),
  samplePlan(3, 'web-app', 'yearly', true),
  samplePlan(4, 'consultation', 'hourly', false),
  samplePlan(5, 'consultation', 'per_session', true),
  samplePlan(6, 'content', 'monthly', true),
  samplePlan(7, 'hosting', 'monthly', true),
];

export const regions: RequestTimeModule['regions'] = {
  'booking-days': {
    queries: [{ path: '/api/scheduling/days', key: apiKey('GET /api/scheduling/days') }],
    render: ([days]) =>
      renderToString(<BookingDaysColumn days={days as TBookingDays} failed={false} onRetry={ignore} selected={undefined} onSelect={ignore} />),
    samples: [[sampleFortnight()]],
  },
  'pricing-plans': {
    queries: [{ path: '/api/price-catalogue', key: apiKey('GET /api/price-catalogue') }],
    render: ([plans]) =>
      renderToString(
        <MemoryRouter>
          <PricingPlans plans={plans as TSubscriptionPlan[]} failed={false} onRetry={ignore} />
        </MemoryRouter>,
      ),
    samples: [[SAMPLE_CATALOGUE]],
  },
};
