import { Fragment, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { apiErrorMessage, errorStatus } from '@agency/api-client';
import { formatNzDateTime, type TLeadChange, type TLeadDetail } from '@agency/contracts';
import { Card, CardContent, CardHeader, CardTitle } from '@agency/design-system/card';
import { layout } from '@agency/design-system/layout';
import { Page } from '@agency/design-system/page';
import { Spinner } from '@agency/design-system/spinner';
import { TestModeNotice } from '../../crm-kit/test-mode-notice';
import { useCrmApi, useCrmQuery } from '../../crm-kit/crm-api';
import { formatMoney } from '../../crm-kit/crm-data';
import { EmailAddress } from '../../crm-kit/email-address';
import { LeadStatusBadge } from '../../crm-kit/status-badge';
import { LeadStatusControl, LeadValueControl, leadName } from '../../crm-kit/lead-controls';
import * as styles from './lead-page.module.css';
import { LeadDuplicates } from './lead-duplicates';
import { LeadEmail } from './lead-email-dialog';
import { followUpDayInWords, LeadFollowUp } from './lead-follow-up';
import { LeadNotes } from './lead-notes';
import { LeadTimeline } from './lead-timeline';

const SOURCE_LABEL: Record<string, string> = {
  contact_form: 'Contact form',
  onboarding_wizard: 'Onboarding wizard',
  onboarding_chat: 'Onboarding chat',
  booking: 'Booking',
  crm: 'CRM',
  live_chat: 'Live chat',
};

/** /crm/leads/:id and /admin-test/leads/:id: one person on one page. Every stored text is shown as text. */
export function LeadPage() {
  const { id = '' } = useParams();
  const { basePath, mode } = useCrmApi();
  const detail = useCrmQuery('GET /api/leads/:id', { params: { id } });
  const notice = mode === 'sample' ? <TestModeNotice /> : null;
  const back = (
    <Link to={`${basePath}?tab=leads`} className={layout.backLink}>
      ← Back to leads
    </Link>
  );

  if (detail.isPending) {
    return (
      <div className={layout.centered}>
        <Spinner label="Loading lead..." size="lg" />
      </div>
    );
  }
  if (detail.isError) {
    const notFound = errorStatus(detail.error) === 404 || errorStatus(detail.error) === 400;
    return (
      <Page title={notFound ? 'Lead not found' : 'Lead'} heading={notFound ? 'Lead not found' : 'Could not load the lead'} eyebrow={<>{notice}{back}</>} width="narrow">
        <p role={notFound ? undefined : 'alert'}>
          {notFound ? 'This lead does not exist or has been deleted.' : apiErrorMessage(detail.error, 'Please try again.')}
        </p>
      </Page>
    );
  }

  return <LeadView detail={detail.data} eyebrow={<>{notice}{back}</>} />;
}

function LeadView({ detail, eyebrow }: { detail: TLeadDetail; eyebrow: ReactNode }) {
  const { lead } = detail;
  const name = leadName(lead);
  const rows: Array<[string, ReactNode]> = [
    ['Name', name],
    ['E-mail', <EmailAddress email={lead.email} layout="wrap" />],
    ['Phone', lead.phone ?? '—'],
    ['Company', lead.company ?? '—'],
    ['Service interest', lead.serviceInterest ?? '—'],
    ['Source', SOURCE_LABEL[lead.source] ?? lead.source],
    ['Created', formatNzDateTime(lead.createdAt)],
    ['Message', lead.message],
  ];

  return (
    <Page title={name} heading={name} headingAddon={<LeadStatusBadge status={lead.status} />} lead={lead.company ?? <EmailAddress email={lead.email} link={false} />} eyebrow={eyebrow} width="wide">
      <div className={styles.grid}>
        <div className={styles.column}>
          <Card>
            <CardHeader>
              <CardTitle as="h2">Pipeline</CardTitle>
            </CardHeader>
            <CardContent className={styles.pipeline}>
              <LeadStatusControl lead={lead} showBadge={false} label="Status" />
              <div>
                <LeadValueControl lead={lead} label="Estimated value (NZD)" />
                <p className={styles.meta}>Now {formatMoney(lead.estimatedValue)}</p>
              </div>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle as="h2">Details</CardTitle>
            </CardHeader>
            <CardContent>
              <dl className={styles.details}>
                {rows.map(([label, value]) => (
                  <Fragment key={label}>
                    <dt>{label}</dt>
                    <dd>{value}</dd>
                  </Fragment>
                ))}
              </dl>
            </CardContent>
          </Card>
          <LeadDuplicates lead={lead} />
          <LeadEmail lead={lead} />
          <LeadFollowUp leadId={lead.id} />
          <LeadNotes lead={lead} notes={detail.notes} />
          <Card>
            <CardHeader>
              <CardTitle as="h2">Changes</CardTitle>
            </CardHeader>
            <CardContent>
              {detail.changes.length === 0 ? (
                <p className={layout.muted}>No changes yet.</p>
              ) : (
                <ul className={styles.list} aria-label="Changes">
                  {detail.changes.map((change) => (
                    <li key={change.id} className={styles.item}>
                      <p className={styles.body}>{describeChange(change)}</p>
                      <p className={styles.meta}>
                        {change.actorName} · <time dateTime={change.createdAt}>{formatNzDateTime(change.createdAt)}</time>
                      </p>
                    </li>
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>
        </div>
        <div className={styles.column}>
          <LeadTimeline events={detail.timeline} />
        </div>
      </div>
    </Page>
  );
}

function describeChange(change: TLeadChange): string {
  if (change.field === 'status') return `Status: ${change.from ?? 'none'} → ${change.to ?? 'none'}`;
  if (change.field === 'merge') return `Merged ${change.from ?? 'a lead'} into this lead`;
  if (change.field === 'owner') return `Owner: ${change.from ?? 'none'} → ${change.to ?? 'none'}`;
  if (change.field === 'followUp') {
    const day = (value: string | null) => (value === null ? 'none' : followUpDayInWords(value));
    return `Follow-up date: ${day(change.from)} → ${day(change.to)}`;
  }
  const money = (value: string | null) => (value === null ? 'none' : formatMoney(Number(value)));
  return `Estimated value: ${money(change.from)} → ${money(change.to)}`;
}
