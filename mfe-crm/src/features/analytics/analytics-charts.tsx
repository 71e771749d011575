import { memo, useEffect, useRef } from 'react';
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LogarithmicScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartConfiguration,
} from 'chart.js';
import { formatIsoDayShort, type TCrmAnalytics } from '@agency/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@agency/design-system/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@agency/design-system/table';
import { percent } from '../../crm-kit/crm-data';
import * as styles from './analytics-tab.module.css';

// Only the pieces these three charts draw are registered, so the rest of Chart.js is tree-shaken away.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, LogarithmicScale, LineController, LineElement, PointElement, Tooltip, Legend);

/** Part 2 §4's colours: hot red, warm yellow, cold blue, won green, the rest grey (the design tokens' values). */
const STATUS_COLOUR: Record<string, string> = {
  new: '#64748b',
  cold: '#4338ca',
  warm: '#b45309',
  hot: '#b91c1c',
  won: '#15803d',
  lost: '#94a3b8',
};
const SERIES = { leads: '#4338ca', bookings: '#0f766e', pageViews: '#7c3aed' };

/** A canvas chart: an image to assistive technology, named by `label`; the numbers are in the table below it. */
function ChartCanvas({ config, label }: { config: ChartConfiguration; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return undefined;
    const chart = new Chart(canvas.current, config);
    return () => chart.destroy();
  }, [config]);
  return (
    <div className={styles.chart}>
      <canvas ref={canvas} role="img" aria-label={label} />
    </div>
  );
}

/** The chart's numbers as a table, behind a toggle so sighted readers can check exact values too. */
function DataTableToggle({ caption, headers, rows }: { caption: string; headers: string[]; rows: (string | number)[][] }) {
  return (
    <details className={styles.dataToggle}>
      <summary>Show data table</summary>
      <Table aria-label={caption}>
        <TableHeader>
          <TableRow>
            {headers.map((header) => (
              <TableHead key={header}>{header}</TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={String(row[0])}>
              {row.map((cell, index) => (
                <TableCell key={index}>{cell}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </details>
  );
}

const baseOptions = {
  responsive: true,
  maintainAspectRatio: false,
  animation: false,
  plugins: { legend: { position: 'bottom' } },
} as const;

function AnalyticsCharts({ analytics, weeks }: { analytics: TCrmAnalytics; weeks: number }) {
  const total = analytics.activity.leads;
  const distribution: ChartConfiguration = {
    type: 'bar',
    data: {
      labels: analytics.statusDistribution.map((item) => item.status),
      datasets: [
        {
          label: 'Leads',
          data: analytics.statusDistribution.map((item) => item.count),
          backgroundColor: analytics.statusDistribution.map((item) => STATUS_COLOUR[item.status] ?? '#64748b'),
        },
      ],
    },
    options: { ...baseOptions, plugins: { legend: { display: false } }, scales: { y: { beginAtZero: true, ticks: { precision: 0 } } } },
  };

  const labels = analytics.weekly.map((week) => formatIsoDayShort(week.weekStart));
  const weekly: ChartConfiguration = {
    type: 'line',
    data: {
      labels,
      datasets: [
        { label: 'Leads', data: analytics.weekly.map((week) => week.leads), borderColor: SERIES.leads, backgroundColor: SERIES.leads, yAxisID: 'y' },
        { label: 'Bookings', data: analytics.weekly.map((week) => week.bookings), borderColor: SERIES.bookings, backgroundColor: SERIES.bookings, yAxisID: 'y' },
        {
          label: 'Page views',
          data: analytics.weekly.map((week) => week.pageViews),
          borderColor: SERIES.pageViews,
          backgroundColor: SERIES.pageViews,
          borderDash: [6, 4],
          yAxisID: 'views',
        },
      ],
    },
    options: {
      ...baseOptions,
      scales: {
        y: { beginAtZero: true, ticks: { precision: 0 }, title: { display: true, text: 'Leads and bookings' } },
        views: { position: 'right', beginAtZero: true, ticks: { precision: 0 }, grid: { drawOnChartArea: false }, title: { display: true, text: 'Page views' } },
      },
    },
  };

  const steps = [
    { label: 'Page views', value: analytics.funnel.pageViews },
    { label: 'Onboarding chats', value: analytics.funnel.onboardingChats },
    { label: 'Leads', value: analytics.funnel.leads },
    { label: 'Bookings', value: analytics.funnel.bookings },
  ];
  // Each step as a share of the step before it (the first is the whole).
  const stepShare = steps.map((step, index) => (index === 0 ? '100%' : percent(step.value, steps[index - 1]!.value)));
  const funnel: ChartConfiguration = {
    type: 'bar',
    data: {
      labels: steps.map((step, index) => `${step.label} (${stepShare[index]})`),
      datasets: [{ label: 'Count', data: steps.map((step) => step.value), backgroundColor: ['#7c3aed', '#4f46e5', '#4338ca', '#0f766e'] }],
    },
    // Page views outnumber bookings by orders of magnitude: on a linear axis the later steps would be invisible.
    options: { ...baseOptions, indexAxis: 'y', plugins: { legend: { display: false } }, scales: { x: { type: 'logarithmic' } } },
  };

  const period = `the last ${weeks} weeks`;
  return (
    <div className={styles.charts}>
      <Card>
        <CardHeader>
          <CardTitle>Leads by status</CardTitle>
          <CardDescription>Every lead, whatever the period.</CardDescription>
        </CardHeader>
        <CardContent>
          <ChartCanvas
            config={distribution}
            label={`Bar chart of leads by status: ${analytics.statusDistribution.map((item) => `${item.status} ${item.count}`).join(', ')}`}
          />
          <DataTableToggle
            caption="Leads by status"
            headers={['Status', 'Leads', 'Share']}
            rows={analytics.statusDistribution.map((item) => [item.status, item.count, percent(item.count, total)])}
          />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Leads and bookings per week</CardTitle>
          <CardDescription>With page views, over {period} (weeks start Monday, New Zealand time).</CardDescription>
        </CardHeader>
        <CardContent>
          <ChartCanvas
            config={weekly}
            label={`Line chart of leads, bookings and page views per week over ${period}: ${analytics.weekly.reduce((sum, week) => sum + week.leads, 0)} leads, ${analytics.weekly.reduce((sum, week) => sum + week.bookings, 0)} bookings and ${analytics.weekly.reduce((sum, week) => sum + week.pageViews, 0)} page views in all`}
          />
          <DataTableToggle
            caption="Leads, bookings and page views per week"
            headers={['Week of', 'Leads', 'Bookings', 'Page views']}
            rows={analytics.weekly.map((week) => [week.weekStart, week.leads, week.bookings, week.pageViews])}
          />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Funnel</CardTitle>
          <CardDescription>From page views to bookings over {period}; each step as a share of the one before (logarithmic scale).</CardDescription>
        </CardHeader>
        <CardContent>
          <ChartCanvas config={funnel} label={`Funnel: ${steps.map((step, index) => `${step.label} ${step.value} (${stepShare[index]})`).join(', ')}`} />
          <DataTableToggle
            caption="Funnel"
            headers={['Step', 'Count', 'Of the step before']}
            rows={steps.map((step, index) => [step.label, step.value, stepShare[index]!])}
          />
        </CardContent>
      </Card>
    </div>
  );
}

// The answer object keeps its identity between refetches of equal data, so the charts are not rebuilt needlessly.
export default memo(AnalyticsCharts);
