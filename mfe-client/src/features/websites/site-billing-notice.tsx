import { formatNzDate, type TSubscriptionWithInvoices } from '@agency/contracts';
import * as styles from './site-billing-notice.module.css';

/**
 * What a plan's billing means for the client's website (api/src/subscriptions/README.md 'Live when paid'): live while
 * the invoice is unpaid until the end of its grace period, then paused until it is paid. Dates are New Zealand days.
 */
export function SiteBillingNotice({ subscription }: { subscription: TSubscriptionWithInvoices }) {
  const { state, unpaid } = subscription.billing;
  if (subscription.status === 'cancelled') return null;
  if (state === 'paid' || !unpaid) {
    return <p className={`${styles.notice} ${styles.paid}`}>All invoices on this plan are paid.</p>;
  }
  const due = `${new Date(unpaid.dueAt).getTime() > Date.now() ? 'is due on' : 'was due on'} ${formatNzDate(unpaid.dueAt)}`;
  if (state === 'paused') {
    return (
      <p className={`${styles.notice} ${styles.paused}`}>
        <strong>Website paused.</strong> Invoice {unpaid.invoiceNumber} {due} and is unpaid, so visitors see a &ldquo;temporarily unavailable&rdquo; page. Your
        website is back as soon as the payment is recorded.
      </p>
    );
  }
  return (
    <p className={`${styles.notice} ${styles.grace}`}>
      Invoice {unpaid.invoiceNumber} {due}. Your website stays live until <strong>{formatNzDate(unpaid.graceEndsAt)}</strong>; if the invoice is
      still unpaid then, visitors see a &ldquo;temporarily unavailable&rdquo; page until it is paid.
    </p>
  );
}
