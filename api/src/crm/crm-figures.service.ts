import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import {
  CRM_RECENT_LEADS,
  CRM_UPCOMING_APPOINTMENTS,
  LEAD_STATUSES,
  SCHEDULING_TIME_ZONE,
  type TCrmAnalytics,
  type TCrmSummary,
  type TLeadStatus,
} from '@agency/contracts';
import { SQL_POOL } from '../database/database.module';
import { APPOINTMENT_COLUMNS, toAppointment, type AppointmentRow } from '../scheduling/appointment-row';
import { LEAD_COLUMNS, toLead, type LeadRow } from './crm-rows';

interface TotalsRow {
  total_leads: string;
  hot_leads: string;
  total_value: string;
  appointments: string;
}

interface WeekRow {
  week_start: string;
  page_views: string;
  onboarding_chats: string;
  leads: string;
  bookings: string;
}

/**
 * The totals every card and tile shows, in one statement: PostgreSQL counts and sums, Node gets one row. A lead
 * without an estimate adds $0; a cancelled appointment is not counted.
 */
const TOTALS_SQL = `
  SELECT l.total_leads, l.hot_leads, l.total_value, a.appointments
    FROM (SELECT count(*) AS total_leads, count(*) FILTER (WHERE status = 'hot') AS hot_leads,
                 coalesce(sum(estimated_value), 0) AS total_value
            FROM lead) l,
         (SELECT count(*) AS appointments FROM appointment WHERE status <> 'cancelled') a`;

/**
 * One row per New Zealand week (Monday 00:00 in Pacific/Auckland), oldest first, every week present: the weeks are
 * generated on the local calendar and each source is bucketed with the same date_trunc, then joined on. Events are
 * read from the first week's start (as an instant) onwards, so each source's index on its time column answers.
 */
const WEEKLY_SQL = `
  WITH weeks AS (
    SELECT generate_series(
             date_trunc('week', now() AT TIME ZONE '${SCHEDULING_TIME_ZONE}') - make_interval(weeks => $1::int - 1),
             date_trunc('week', now() AT TIME ZONE '${SCHEDULING_TIME_ZONE}'),
             interval '1 week') AS week_start
  ),
  since AS (SELECT min(week_start) AT TIME ZONE '${SCHEDULING_TIME_ZONE}' AS at FROM weeks),
  page_views AS (
    SELECT date_trunc('week', occurred_at AT TIME ZONE '${SCHEDULING_TIME_ZONE}') AS week_start, count(*) AS n
      FROM analytics_event WHERE name = 'page_view' AND occurred_at >= (SELECT at FROM since) GROUP BY 1
  ),
  onboarding_chats AS (
    SELECT date_trunc('week', created_at AT TIME ZONE '${SCHEDULING_TIME_ZONE}') AS week_start, count(*) AS n
      FROM onboarding_chat WHERE created_at >= (SELECT at FROM since) GROUP BY 1
  ),
  leads AS (
    SELECT date_trunc('week', created_at AT TIME ZONE '${SCHEDULING_TIME_ZONE}') AS week_start, count(*) AS n
      FROM lead WHERE created_at >= (SELECT at FROM since) GROUP BY 1
  ),
  bookings AS (
    SELECT date_trunc('week', created_at AT TIME ZONE '${SCHEDULING_TIME_ZONE}') AS week_start, count(*) AS n
      FROM appointment WHERE created_at >= (SELECT at FROM since) GROUP BY 1
  )
  SELECT to_char(w.week_start, 'YYYY-MM-DD') AS week_start,
         coalesce(v.n, 0) AS page_views, coalesce(o.n, 0) AS onboarding_chats, coalesce(l.n, 0) AS leads, coalesce(b.n, 0) AS bookings
    FROM weeks w
    LEFT JOIN page_views v ON v.week_start = w.week_start
    LEFT JOIN onboarding_chats o ON o.week_start = w.week_start
    LEFT JOIN leads l ON l.week_start = w.week_start
    LEFT JOIN bookings b ON b.week_start = w.week_start
   ORDER BY w.week_start`;

/** The summary cards, the Overview and the Analytics tab: every figure computed by PostgreSQL over all rows. */
@Injectable()
export class CrmFiguresService {
  constructor(@Inject(SQL_POOL) private readonly pool: Pool) {}

  async summary(): Promise<TCrmSummary> {
    const [totals, recent, upcoming] = await Promise.all([
      this.totals(),
      this.pool.query<LeadRow>(`SELECT ${LEAD_COLUMNS} FROM lead ORDER BY created_at DESC, id DESC LIMIT $1`, [CRM_RECENT_LEADS]),
      // Not ended yet: one under way is still on the agenda. The starts_at index gives the order.
      this.pool.query<AppointmentRow>(
        `SELECT ${APPOINTMENT_COLUMNS} FROM appointment WHERE status = 'scheduled' AND ends_at > now() ORDER BY starts_at, id LIMIT $1`,
        [CRM_UPCOMING_APPOINTMENTS],
      ),
    ]);
    return {
      totalLeads: totals.totalLeads,
      hotLeads: totals.hotLeads,
      totalValue: totals.totalValue,
      appointments: totals.appointments,
      recentLeads: recent.rows.map(toLead),
      upcomingAppointments: upcoming.rows.map(toAppointment),
    };
  }

  async analytics(weeks: number): Promise<TCrmAnalytics> {
    const [totals, distribution, weekly] = await Promise.all([
      this.totals(),
      this.pool.query<{ status: TLeadStatus; count: string }>('SELECT status, count(*) AS count FROM lead GROUP BY status'),
      this.pool.query<WeekRow>(WEEKLY_SQL, [weeks]),
    ]);
    const byStatus = new Map(distribution.rows.map((row) => [row.status, Number(row.count)]));
    const series = weekly.rows.map((row) => ({
      weekStart: row.week_start,
      pageViews: Number(row.page_views),
      onboardingChats: Number(row.onboarding_chats),
      leads: Number(row.leads),
      bookings: Number(row.bookings),
    }));
    const sum = (field: 'pageViews' | 'onboardingChats' | 'leads' | 'bookings') => series.reduce((total, week) => total + week[field], 0);
    return {
      statusDistribution: LEAD_STATUSES.map((status) => ({ status, count: byStatus.get(status) ?? 0 })),
      pipeline: {
        totalValue: totals.totalValue,
        averageDealSize: totals.totalLeads === 0 ? 0 : roundCents(totals.totalValue / totals.totalLeads),
        appointments: totals.appointments,
      },
      activity: {
        leads: totals.totalLeads,
        appointments: totals.appointments,
        conversionRate: totals.totalLeads === 0 ? 0 : totals.appointments / totals.totalLeads,
      },
      weekly: series.map(({ weekStart, pageViews, leads, bookings }) => ({ weekStart, pageViews, leads, bookings })),
      funnel: { pageViews: sum('pageViews'), onboardingChats: sum('onboardingChats'), leads: sum('leads'), bookings: sum('bookings') },
    };
  }

  private async totals() {
    const { rows } = await this.pool.query<TotalsRow>(TOTALS_SQL);
    const row = rows[0];
    return {
      totalLeads: Number(row?.total_leads ?? 0),
      hotLeads: Number(row?.hot_leads ?? 0),
      totalValue: Number(row?.total_value ?? 0),
      appointments: Number(row?.appointments ?? 0),
    };
  }
}

function roundCents(value: number): number {
  return Math.round(value * 100) / 100;
}
