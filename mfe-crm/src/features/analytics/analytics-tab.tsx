import { Card, CardContent, CardHeader, CardTitle } from '@agency/design-system/card';
import { formatMoney, percent, summarise, type CrmData } from '../crm-dashboard/crm-data';
import { layout } from '@agency/design-system/layout';
import * as styles from './analytics-tab.module.css';

const STATUSES = ['hot', 'warm', 'new'] as const;

export function AnalyticsTab({ data }: { data: CrmData }) {
  const summary = summarise(data);
  const average = summary.totalLeads === 0 ? 0 : Math.round(summary.totalValue / summary.totalLeads);
  return (
    <section aria-labelledby="analytics-heading" className={layout.stack}>
      <h2 id="analytics-heading">Analytics</h2>
      <div className={layout.grid}>
        <Card>
          <CardHeader>
            <CardTitle>Lead Status Distribution</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className={styles.figures}>
              {STATUSES.map((status) => {
                const count = data.leads.filter((lead) => lead.status === status).length;
                return (
                  <div key={status} className={styles.figure}>
                    <dt className={styles.label}>{status}</dt>
                    <dd>
                      {count} ({percent(count, summary.totalLeads)})
                    </dd>
                  </div>
                );
              })}
            </dl>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Pipeline Value</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className={styles.figures}>
              <Figure label="Total value" value={formatMoney(summary.totalValue)} />
              <Figure label="Average deal size" value={formatMoney(average)} />
              <Figure label="Total appointments" value={String(summary.appointments)} />
            </dl>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Activity Summary</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className={styles.figures}>
              <Figure label="Total leads" value={String(summary.totalLeads)} />
              <Figure label="Appointments" value={String(summary.appointments)} />
              {/* Spec: conversion rate is appointments divided by leads. */}
              <Figure label="Conversion rate" value={percent(summary.appointments, summary.totalLeads)} />
            </dl>
          </CardContent>
        </Card>
      </div>
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
