import { TZDate } from '@date-fns/tz';
import { CRM_UPCOMING_APPOINTMENTS, SCHEDULING_TIME_ZONE, ZCrmAnalytics, ZCrmSummary } from '@agency/contracts';
import { uniqueEmail } from '../../test/test-app';
import { insertAppointment, startOnOwnDatabase, type AdminTestApp } from '../../test/crm-test-kit';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Monday 00:00 in New Zealand of the week `weeksAgo` before the current one, worked out on the NZ calendar. */
function nzMonday(weeksAgo: number): TZDate {
  const today = new TZDate(Date.now(), SCHEDULING_TIME_ZONE);
  const sinceMonday = (today.getDay() + 6) % 7;
  return new TZDate(today.getFullYear(), today.getMonth(), today.getDate() - sinceMonday - 7 * weeksAgo, 0, 0, 0, SCHEDULING_TIME_ZONE);
}

function isoDay(date: TZDate): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

const at = (base: Date, offset: number) => new Date(base.getTime() + offset);

/**
 * Summary cards and Analytics against known data, on a database of their own: every figure is over all rows, so
 * no other suite's leads may be counted.
 */
describe('GET /api/crm/summary and /api/crm/analytics', () => {
  let crm: AdminTestApp;
  beforeAll(async () => {
    crm = await startOnOwnDatabase('crm_figures', { OUTBOX_POLL_MS: '0' });
  });
  afterAll(() => crm.close());

  const summary = async () => {
    const response = await crm.admin.get('/api/crm/summary');
    expect(response.status).toBe(200);
    return ZCrmSummary.parse(response.body);
  };
  const analytics = async (query: Record<string, string | number> = {}) => {
    const response = await crm.admin.get('/api/crm/analytics').query(query);
    expect(response.status).toBe(200);
    return ZCrmAnalytics.parse(response.body);
  };

  async function insertLead(firstName: string, status: string, value: number | null, createdAt: Date): Promise<string> {
    const { rows } = await crm.db.query<{ id: string }>(
      `INSERT INTO lead (first_name, last_name, email, message, status, estimated_value, created_at)
       VALUES ($1, 'Tester', $2, 'Hello', $3, $4, $5) RETURNING id`,
      [firstName, uniqueEmail(firstName.toLowerCase()), status, value, createdAt],
    );
    return rows[0]?.id ?? '';
  }

  async function insertEvent(name: string, occurredAt: Date): Promise<void> {
    await crm.db.query(`INSERT INTO analytics_event (name, path, occurred_at) VALUES ($1, '/', $2)`, [name, occurredAt]);
  }

  async function insertOnboardingChat(createdAt: Date): Promise<void> {
    const session = `session_${Date.now()}_${Math.random().toString(36).slice(2, 12).padEnd(10, 'x')}`;
    await crm.db.query('INSERT INTO onboarding_chat (session_id, created_at) VALUES ($1, $2)', [session, createdAt]);
  }

  it('answers zeros without leads: no division by zero, every status and every week present', async () => {
    expect(await summary()).toEqual({ totalLeads: 0, hotLeads: 0, totalValue: 0, appointments: 0, recentLeads: [], upcomingAppointments: [] });
    const empty = await analytics();
    expect(empty.statusDistribution).toEqual(['new', 'cold', 'warm', 'hot', 'won', 'lost'].map((status) => ({ status, count: 0 })));
    expect(empty.pipeline).toEqual({ totalValue: 0, averageDealSize: 0, appointments: 0 });
    expect(empty.activity).toEqual({ leads: 0, appointments: 0, conversionRate: 0 });
    expect(empty.weekly).toHaveLength(12);
    expect(empty.weekly.at(-1)).toEqual({ weekStart: isoDay(nzMonday(0)), pageViews: 0, leads: 0, bookings: 0 });
    expect(empty.weekly[0]?.weekStart).toBe(isoDay(nzMonday(11)));
    expect(empty.funnel).toEqual({ pageViews: 0, onboardingChats: 0, leads: 0, bookings: 0 });
  });

  describe('with known leads, appointments, page views and chats', () => {
    const thisMonday = nzMonday(0);
    const lastMonday = nzMonday(1);
    const now = new Date();
    const ids: Record<string, string> = {};

    beforeAll(async () => {
      // Leads: two hot (one without a value, which counts as $0), one a minute before this NZ week began.
      ids.a = await insertLead('Anahera', 'hot', 1000.5, at(thisMonday, 3 * MINUTE));
      ids.b = await insertLead('Bryn', 'hot', null, at(thisMonday, 2 * MINUTE));
      ids.c = await insertLead('Casey', 'warm', 250, at(thisMonday, MINUTE));
      ids.d = await insertLead('Dana', 'new', 0, at(thisMonday, -MINUTE));
      ids.e = await insertLead('Eru', 'cold', 100, at(lastMonday, -MINUTE));

      // Appointments: one cancelled (not counted), one under way (still upcoming), one ended today, one long ago.
      ids.p1 = await insertAppointment(crm.db, { startsAt: at(now, 2 * DAY), createdAt: at(thisMonday, MINUTE) });
      ids.p2 = await insertAppointment(crm.db, { startsAt: at(now, DAY), createdAt: at(thisMonday, -MINUTE) });
      ids.p3 = await insertAppointment(crm.db, { startsAt: at(now, 3 * DAY), status: 'cancelled', createdAt: at(thisMonday, MINUTE) });
      ids.p4 = await insertAppointment(crm.db, { startsAt: at(now, -20 * DAY), status: 'completed', createdAt: at(nzMonday(2), -MINUTE) });
      ids.p5 = await insertAppointment(crm.db, { startsAt: at(now, -10 * MINUTE), createdAt: at(thisMonday, 2 * MINUTE) });
      ids.p6 = await insertAppointment(crm.db, { startsAt: at(now, -2 * HOUR), createdAt: at(thisMonday, 2 * MINUTE) });
      ids.p7 = await insertAppointment(crm.db, { startsAt: at(now, 4 * DAY), createdAt: at(thisMonday, 3 * MINUTE) });

      // Page views on both sides of the NZ week boundary, one before the window, and an event that is not a page view.
      await insertEvent('page_view', at(thisMonday, 30_000));
      await insertEvent('page_view', at(thisMonday, 5 * MINUTE));
      await insertEvent('page_view', at(thisMonday, -30_000));
      await insertEvent('page_view', at(nzMonday(2), -MINUTE));
      await insertEvent('cta_click', at(thisMonday, MINUTE));

      await insertOnboardingChat(at(thisMonday, MINUTE));
      await insertOnboardingChat(at(thisMonday, -MINUTE));
      await insertOnboardingChat(at(nzMonday(2), -MINUTE));
    });

    it('computes the cards over all rows: hot leads, the value with a missing estimate as $0, no cancelled appointment', async () => {
      const figures = await summary();
      expect(figures).toMatchObject({ totalLeads: 5, hotLeads: 2, totalValue: 1350.5, appointments: 6 });
      expect(figures.recentLeads.map((lead) => lead.id)).toEqual([ids.a, ids.b, ids.c]);
      expect(figures.recentLeads[1]).toMatchObject({ firstName: 'Bryn', status: 'hot', estimatedValue: null });
      // Soonest first; the one under way is still upcoming, the ended, cancelled and completed ones are not.
      expect(figures.upcomingAppointments.map((appointment) => appointment.id)).toEqual([ids.p5, ids.p2, ids.p1, ids.p7]);
    });

    it('shows at most the configured number of upcoming appointments', async () => {
      const extra: string[] = [];
      for (let day = 10; day < 20; day += 1) extra.push(await insertAppointment(crm.db, { startsAt: at(now, day * DAY) }));
      const figures = await summary();
      expect(figures.upcomingAppointments.map((appointment) => appointment.id)).toEqual([ids.p5, ids.p2, ids.p1, ids.p7, ...extra].slice(0, CRM_UPCOMING_APPOINTMENTS));
      await crm.db.query('DELETE FROM appointment WHERE id = ANY($1)', [extra]);
    });

    it('gives the distribution over every status in pipeline order, zeros included, the pipeline and the conversion rate', async () => {
      const figures = await analytics({ weeks: 3 });
      expect(figures.statusDistribution).toEqual([
        { status: 'new', count: 1 },
        { status: 'cold', count: 1 },
        { status: 'warm', count: 1 },
        { status: 'hot', count: 2 },
        { status: 'won', count: 0 },
        { status: 'lost', count: 0 },
      ]);
      expect(figures.pipeline).toEqual({ totalValue: 1350.5, averageDealSize: 270.1, appointments: 6 });
      expect(figures.activity).toEqual({ leads: 5, appointments: 6, conversionRate: 1.2 });
    });

    it('buckets page views, leads and bookings by New Zealand week (Monday 00:00), oldest first, empty weeks as zeros', async () => {
      const figures = await analytics({ weeks: 3 });
      expect(figures.weekly).toEqual([
        { weekStart: isoDay(nzMonday(2)), pageViews: 0, leads: 1, bookings: 0 },
        { weekStart: isoDay(lastMonday), pageViews: 1, leads: 1, bookings: 1 },
        { weekStart: isoDay(thisMonday), pageViews: 2, leads: 3, bookings: 5 },
      ]);
      // The funnel covers the same weeks: what happened before them is left out.
      expect(figures.funnel).toEqual({ pageViews: 3, onboardingChats: 2, leads: 5, bookings: 6 });

      const oneWeek = await analytics({ weeks: 1 });
      expect(oneWeek.weekly).toEqual([{ weekStart: isoDay(thisMonday), pageViews: 2, leads: 3, bookings: 5 }]);
      expect(oneWeek.funnel).toEqual({ pageViews: 2, onboardingChats: 1, leads: 3, bookings: 5 });
    });

    it('refuses a bad number of weeks with 400 and a message', async () => {
      for (const weeks of ['0', '53', 'abc', '2.5']) {
        const response = await crm.admin.get('/api/crm/analytics').query({ weeks });
        expect(response.status).toBe(400);
        expect(response.body.errors[0]).toMatchObject({ path: 'weeks' });
      }
    });
  });
});
