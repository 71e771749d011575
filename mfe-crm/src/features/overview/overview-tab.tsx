import { Card, CardContent, CardHeader, CardTitle } from '@agency/design-system/card';
import { formatDateTime, formatMoney, type CrmData } from '../crm-dashboard/crm-data';
import { AppointmentStatusBadge, LeadStatusBadge } from '../crm-dashboard/status-badge';
import { layout } from '@agency/design-system/layout';
import * as styles from './overview-tab.module.css';

const RECENT_LEADS = 3;

export function OverviewTab({ data }: { data: CrmData }) {
  const recent = [...data.leads].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, RECENT_LEADS);
  return (
    <section aria-labelledby="overview-heading" className={layout.stack}>
      <h2 id="overview-heading">Overview</h2>
      <div className={styles.columns}>
        <Card>
          <CardHeader>
            <CardTitle>Recent Leads</CardTitle>
          </CardHeader>
          <CardContent>
            {recent.length === 0 ? (
              <p className={layout.muted}>No leads yet.</p>
            ) : (
              <ul className={styles.list}>
                {recent.map((lead) => (
                  <li key={lead.id} className={styles.item}>
                    <div>
                      <div className={styles.name}>{lead.name}</div>
                      <div className={layout.muted}>{lead.company ?? lead.email}</div>
                    </div>
                    <div className={layout.row}>
                      <span>{formatMoney(lead.value)}</span>
                      <LeadStatusBadge status={lead.status} />
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Upcoming Appointments</CardTitle>
          </CardHeader>
          <CardContent>
            {data.appointments.length === 0 ? (
              <p className={layout.muted}>No appointments yet.</p>
            ) : (
              <ul className={styles.list}>
                {data.appointments.map((appointment) => (
                  <li key={appointment.id} className={styles.item}>
                    <div>
                      <div className={styles.name}>{appointment.clientName}</div>
                      <div className={layout.muted}>
                        {appointment.service} · {formatDateTime(appointment.startsAt)}
                      </div>
                    </div>
                    <AppointmentStatusBadge status={appointment.status} />
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      </div>
    </section>
  );
}
