import { Link } from 'react-router';
import { apiErrorMessage } from '@agency/api-client';
import { bookingServiceLabel, formatNzDateTime } from '@agency/contracts';
import { Card, CardContent, CardHeader, CardTitle } from '@agency/design-system/card';
import { layout } from '@agency/design-system/layout';
import { Spinner } from '@agency/design-system/spinner';
import { useCrmApi, useCrmQuery } from '../../crm-kit/crm-api';
import { formatMoney } from '../../crm-kit/crm-data';
import { EmailAddress } from '../../crm-kit/email-address';
import { AppointmentStatusBadge, LeadStatusBadge } from '../../crm-kit/status-badge';
import { leadName } from '../../crm-kit/lead-controls';
import * as styles from './overview-tab.module.css';
import { FollowUpsToday } from './follow-ups-today';

/** Overview: today's follow-ups, then the 3 newest leads and the upcoming appointments from the server's summary. */
export function OverviewTab() {
  const { basePath } = useCrmApi();
  // The same read as the summary cards: one request serves both.
  const summary = useCrmQuery('GET /api/crm/summary', {});

  if (summary.isPending) return <Spinner label="Loading overview..." />;
  if (summary.isError) return <p role="alert">{apiErrorMessage(summary.error, 'Could not load the overview')}</p>;
  const { recentLeads, upcomingAppointments } = summary.data;

  return (
    <section aria-labelledby="overview-heading" className={layout.stack}>
      <h2 id="overview-heading">Overview</h2>
      <div className={styles.columns}>
        <FollowUpsToday />
        <Card>
          <CardHeader>
            <CardTitle>Recent Leads</CardTitle>
          </CardHeader>
          <CardContent>
            {recentLeads.length === 0 ? (
              <p className={layout.muted}>No leads yet.</p>
            ) : (
              <ul className={styles.list} aria-label="Recent leads">
                {recentLeads.map((lead) => (
                  <li key={lead.id} className={styles.item}>
                    <div>
                      <Link className={styles.name} to={`${basePath}/leads/${encodeURIComponent(lead.id)}`}>
                        {leadName(lead)}
                      </Link>
                      <div className={layout.muted}>{lead.company ?? <EmailAddress email={lead.email} link={false} />}</div>
                    </div>
                    <div className={layout.row}>
                      <span>{formatMoney(lead.estimatedValue)}</span>
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
            {upcomingAppointments.length === 0 ? (
              <p className={layout.muted}>No upcoming appointments.</p>
            ) : (
              <ul className={styles.list} aria-label="Upcoming appointments">
                {upcomingAppointments.map((appointment) => (
                  <li key={appointment.id} className={styles.item}>
                    <div>
                      {appointment.leadId ? (
                        <Link className={styles.name} to={`${basePath}/leads/${encodeURIComponent(appointment.leadId)}`}>
                          {appointment.clientName}
                        </Link>
                      ) : (
                        <div className={styles.name}>{appointment.clientName}</div>
                      )}
                      <div className={layout.muted}>
                        {bookingServiceLabel(appointment.serviceInterest)} · {formatNzDateTime(appointment.appointmentDate)}
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
