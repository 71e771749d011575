import { Suspense, useId, useState } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { apiErrorMessage } from '@agency/api-client';
import { Card, CardContent, CardHeader, CardTitle } from '@agency/design-system/card';
import { layout } from '@agency/design-system/layout';
import { retryableLazy } from '@agency/design-system/lazy-page';
import { Select } from '@agency/design-system/select';
import { Spinner } from '@agency/design-system/spinner';
import { useCrmQuery } from '../../crm-kit/crm-api';
import { formatMoney, percent } from '../../crm-kit/crm-data';
import { ChatRatingsCard } from '../../crm-kit/chat-ratings';
import * as styles from './analytics-tab.module.css';

// Chart.js is about 60 KB gzipped: it is fetched only when this tab opens, never with the CRM's first chunk.
const AnalyticsCharts = retryableLazy(() =>
  import(/* webpackChunkName: "crm-analytics-charts" */ './analytics-charts').then((module) => module.default),
);

export const WEEK_CHOICES = [4, 12, 26, 52] as const;

/** Analytics: status distribution, pipeline value, activity, and the weekly series and funnel as charts. */
export function AnalyticsTab() {
  const weeksId = useId();
  const [weeks, setWeeks] = useState<number>(12);
  const analytics = useCrmQuery('GET /api/crm/analytics', { query: { weeks } }, { placeholderData: keepPreviousData });
  const data = analytics.data;

  return (
    <section aria-labelledby="analytics-heading" className={layout.stack}>
      <div className={styles.heading}>
        <h2 id="analytics-heading">Analytics</h2>
        <div className={styles.weeks}>
          <label htmlFor={weeksId}>Period</label>
          <Select
            id={weeksId}
            value={String(weeks)}
            onChange={(event) => setWeeks(Number(event.target.value))}
            options={WEEK_CHOICES.map((choice) => ({ value: String(choice), label: `Last ${choice} weeks` }))}
          />
        </div>
      </div>
      {analytics.error ? <p role="alert">{apiErrorMessage(analytics.error, 'Could not load analytics')}</p> : null}
      {!data ? (
        analytics.error ? null : <Spinner label="Loading analytics..." />
      ) : (
        <>
          <div className={layout.grid}>
            <Card>
              <CardHeader>
                <CardTitle>Lead Status Distribution</CardTitle>
              </CardHeader>
              <CardContent>
                <dl className={styles.figures} aria-label="Lead Status Distribution">
                  {data.statusDistribution.map(({ status, count }) => (
                    <div key={status} className={styles.figure} data-status={status}>
                      <dt className={styles.label}>{status}</dt>
                      <dd>
                        {count} ({percent(count, data.activity.leads)})
                      </dd>
                    </div>
                  ))}
                </dl>
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle>Pipeline Value</CardTitle>
              </CardHeader>
              <CardContent>
                <dl className={styles.figures} aria-label="Pipeline Value">
                  <Figure label="Total value" value={formatMoney(data.pipeline.totalValue)} />
                  <Figure label="Average deal size" value={formatMoney(Math.round(data.pipeline.averageDealSize))} />
                  <Figure label="Total appointments" value={String(data.pipeline.appointments)} />
                </dl>
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle>Activity Summary</CardTitle>
              </CardHeader>
              <CardContent>
                <dl className={styles.figures} aria-label="Activity Summary">
                  <Figure label="Total leads" value={String(data.activity.leads)} />
                  <Figure label="Appointments" value={String(data.activity.appointments)} />
                  {/* Spec: conversion rate is appointments divided by leads. */}
                  <Figure label="Conversion rate" value={`${Math.round(data.activity.conversionRate * 100)}%`} />
                </dl>
              </CardContent>
            </Card>
            <ChatRatingsCard figuresClass={styles.figures} figureClass={styles.figure} labelClass={styles.label} />
          </div>
          <Suspense fallback={<Spinner label="Loading charts..." />}>
            <AnalyticsCharts analytics={data} weeks={weeks} />
          </Suspense>
        </>
      )}
    </section>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className={styles.figure}>
      <dt className={styles.label}>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
