import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import {
  CONSULTATION_MINUTES,
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
import { LEAD_COLUMNS, leadFromRow, type LeadRow } from '../leads/lead-row';

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
 * One row per New Zealand week, oldest first, every week present. The weeks are generated on the NZ calendar
 * (`date_trunc('week', now() AT TIME ZONE 'Pacific/Auckland')` is this week's Monday 00:00 there, daylight saving
 * included), and each week's start and end are turned back into instants. Counting each source between those two
 * instants is the same as bucketing every row by `date_trunc('week', x AT TIME ZONE …)`, but lets each source's index
 * on its time column count a range instead of converting every row's time zone.
 */
const WEEKLY_SQL = `
  WITH weeks AS (
    SELECT local_start,
           local_start AT TIME ZONE '${SCHEDULING_TIME_ZONE}' AS starts_at,
           (local_start + interval '1 week') AT TIME ZONE '${SCHEDULING_TIME_ZONE}' AS ends_at
      FROM generate_series(
             date_trunc('week', now() AT TIME ZONE '${SCHEDULING_TIME_ZONE}') - make_interval(weeks => $1::int - 1),
             date_trunc('week', now() AT TIME ZONE '${SCHEDULING_TIME_ZONE}'),
             interval '1 week') AS local_start
  )
  SELECT to_char(w.local_start, 'YYYY-MM-DD') AS week_start,
         (SELECT count(*) FROM analytics_event e
           WHERE e.name = 'page_view' AND e.occurred_at >= w.starts_at AND e.occurred_at < w.ends_at) AS page_views,
         (SELECT count(*) FROM onboarding_chat o WHERE o.created_at >= w.starts_at AND o.created_at < w.ends_at) AS onboarding_chats,
         (SELECT count(*) FROM lead l WHERE l.created_at >= w.starts_at AND l.created_at < w.ends_at) AS leads,
         (SELECT count(*) FROM appointment a WHERE a.created_at >= w.starts_at AND a.created_at < w.ends_at) AS bookings
    FROM weeks w
   ORDER BY w.local_start`;

/** The summary cards, the Overview and the Analytics tab: every figure computed by PostgreSQL over all rows. */
@Injectable()
export class CrmFiguresService {
  constructor(@Inject(SQL_POOL) private readonly pool: Pool) {}

  async summary(): Promise<TCrmSummary> {
    const [totals, recent, upcoming] = await Promise.all([
      this.totals(),
      this.pool.query<LeadRow>(`SELECT ${LEAD_COLUMNS} FROM lead ORDER BY created_at DESC, id DESC LIMIT $1`, [CRM_RECENT_LEADS]),
      // Not ended yet: one under way is still on the agenda. Every appointment lasts CONSULTATION_MINUTES (a table
      // constraint), so the redundant bound on starts_at lets its index skip the past instead of filtering it row by row.
      this.pool.query<AppointmentRow>(
        `SELECT ${APPOINTMENT_COLUMNS} FROM appointment
          WHERE status = 'scheduled' AND ends_at > now() AND starts_at > now() - make_interval(mins => $2)
          ORDER BY starts_at, id LIMIT $1`,
        [CRM_UPCOMING_APPOINTMENTS, CONSULTATION_MINUTES],
      ),
    ]);
    return {
      totalLeads: totals.totalLeads,
      hotLeads: totals.hotLeads,
      totalValue: totals.totalValue,
      appointments: totals.appointments,
      recentLeads: recent.rows.map(leadFromRow),
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
