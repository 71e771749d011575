import type { ReactNode } from 'react';
import { formatNzDate, type TInvoice, type TSite, type TSubscriptionWithInvoices } from '@agency/contracts';
import { Badge, type BadgeVariant } from '@agency/design-system/badge';
import { Button } from '@agency/design-system/button';
import { layout } from '@agency/design-system/layout';
import { visuallyHidden } from '@agency/design-system/visually-hidden';
import { Spinner } from '@agency/design-system/spinner';
import { stackedRows } from '@agency/design-system/stacked-rows';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@agency/design-system/table';
import { retryableLazy } from '@agency/design-system/lazy-page';
import * as tabContent from '../dashboard/tab-content.module.css';
import { RowDialog, useRowDialog } from '../dashboard/row-dialog';
import * as tabHeader from '../dashboard/tab-header.module.css';
import { MONEY } from './money';
import { PlanActions, planOutlook } from './plan-actions';
import { SiteBillingNotice } from './site-billing-notice';
import { SiteDomainStatus } from './site-domain-status';
import { SiteEnquiries } from './site-enquiries';
import { usePublishSite, useSites, useSubscriptions } from './websites.api';
import * as styles from './websites-tab.module.css';

// The form library loads with the dialog.
const BusinessInfoForm = retryableLazy(() => import('./business-info-form').then((module) => module.BusinessInfoForm));


const SUBSCRIPTION_STATUS: Record<TSubscriptionWithInvoices['status'], { label: string; variant: BadgeVariant }> = {
  awaiting_payment: { label: 'Awaiting payment', variant: 'warning' },
  active: { label: 'Active', variant: 'success' },
  cancelled: { label: 'Cancelled', variant: 'secondary' },
};
const INVOICE_STATUS: Record<TInvoice['status'], { label: string; variant: BadgeVariant }> = {
  unpaid: { label: 'Unpaid', variant: 'warning' },
  paid: { label: 'Paid', variant: 'success' },
  void: { label: 'Void', variant: 'secondary' },
};
const DEPLOYMENT_STEP: Record<string, string> = {
  configuring: 'Configuring...',
  deploying: 'Deploying...',
};

/** The client's websites (live link, edit, publish again), then their plans and invoices. */
export function WebsitesTab() {
  const sites = useSites();
  const subscriptions = useSubscriptions();
  // The dialog opens from several buttons: focus goes back to the one used when it closes.
  const editor = useRowDialog<TSite>();

  return (
    <div className={styles.sections}>
      <section aria-labelledby="websites-heading" className={styles.section}>
        <div className={tabHeader.header}>
          <h2 id="websites-heading" className={tabHeader.heading}>
            Your Websites
          </h2>
          {/* A full page load: the builder is another app, with its own code to fetch. */}
          <Button asChild>
            <a href="/website-builder">Build a new website</a>
          </Button>
        </div>
        {sites.isPending ? (
          <Spinner label="Loading websites..." />
        ) : sites.isError ? (
          <p className={layout.muted}>Your websites could not be loaded. Please refresh the page.</p>
        ) : sites.data.length === 0 ? (
          <div className={tabContent.empty}>
            <h3>No websites yet</h3>
            <p className={layout.muted}>
              Pick a template and have your website live in minutes: <a href="/website-builder">start the website builder</a>.
            </p>
          </div>
        ) : (
          <ul className={tabContent.list} aria-label="Websites">
            {sites.data.map((site) => (
              <SiteCard key={site.id} site={site} onEdit={() => editor.open(site)} />
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="plans-heading" className={styles.section}>
        <h2 id="plans-heading" className={tabHeader.heading}>
          Plans and Invoices
        </h2>
        {subscriptions.isPending ? (
          <Spinner label="Loading plans..." />
        ) : subscriptions.isError ? (
          <p className={layout.muted}>Your plans could not be loaded. Please refresh the page.</p>
        ) : subscriptions.data.length === 0 ? (
          <p className={layout.muted}>No website plan yet. Choose one when you publish your website.</p>
        ) : (
          <ul className={tabContent.list} aria-label="Website plans">
            {subscriptions.data.map((subscription) => (
              <SubscriptionCard key={subscription.id} subscription={subscription} />
            ))}
          </ul>
        )}
      </section>

      <RowDialog
        dialog={editor}
        title="Edit Business Info"
        description="Fields marked * are required. Saved changes go live when you publish again."
        loading="Loading form..."
      >
        {(site) => <BusinessInfoForm site={site} onDone={editor.close} />}
      </RowDialog>
    </div>
  );
}

function SiteCard({ site, onEdit }: { site: TSite; onEdit(): void }) {
  const { publish, running, status } = usePublishSite(site.id);
  const name = site.businessInfo.businessName;
  return (
    <li className={styles.card} aria-label={name}>
      <div className={styles.cardHeader}>
        <h3 className={styles.name}>{name}</h3>
        {site.liveUrl ? <Badge variant="success">Live</Badge> : <Badge variant="secondary">Not published</Badge>}
      </div>
      <dl className={styles.facts}>
        <dt>Template</dt>
        <dd>{site.templateName}</dd>
        <dt>Address</dt>
        <dd>
          {site.liveUrl ? (
            <a href={site.liveUrl} target="_blank" rel="noopener noreferrer" className={styles.liveLink}>
              {new URL(site.liveUrl, window.location.origin).href}
              <span className={visuallyHidden}> (opens in a new tab)</span>
            </a>
          ) : (
            'Not published yet'
          )}
        </dd>
        <dt>Domain</dt>
        <dd>{site.domain ?? site.domainClaim?.domain ?? (site.domainOrder?.status === 'cancelled' ? null : site.domainOrder?.domain) ?? 'No domain chosen'}</dd>
        {site.publishedAt ? (
          <>
            <dt>Published</dt>
            <dd>
              {formatNzDate(site.publishedAt)}
              {site.liveVersion !== null ? ` (version ${site.liveVersion})` : ''}
            </dd>
          </>
        ) : null}
      </dl>
      <SiteDomainStatus site={site} />
      <div className={styles.actions}>
        <Button variant="outline" size="sm" aria-label={`Edit business info of ${name}`} onClick={onEdit} disabled={running}>
          Edit business info
        </Button>
        <Button size="sm" aria-label={`${site.liveUrl ? 'Publish again' : 'Publish'}: ${name}`} onClick={publish} disabled={running}>
          {running ? (DEPLOYMENT_STEP[status ?? 'configuring'] ?? 'Publishing...') : site.liveUrl ? 'Publish again' : 'Publish'}
        </Button>
      </div>
      <p role="status" className={visuallyHidden}>
        {running ? `Publishing ${name}: ${status ?? 'configuring'}` : ''}
      </p>
      <SiteEnquiries site={site} />
    </li>
  );
}

function SubscriptionCard({ subscription }: { subscription: TSubscriptionWithInvoices }) {
  const status = SUBSCRIPTION_STATUS[subscription.status];
  const { plan } = subscription;
  const title = `${plan.name} plan (${plan.interval})`;
  return (
    <li className={styles.card} aria-label={title}>
      <div className={styles.cardHeader}>
        <h3 className={styles.name}>{title}</h3>
        <Badge variant={status.variant}>{status.label}</Badge>
      </div>
      <p className={layout.muted}>
        {MONEY.format(plan.price)} NZD per {plan.interval === 'yearly' ? 'year' : 'month'} including GST, since {formatNzDate(subscription.createdAt)}
      </p>
      <p className={styles.outlook}>{planOutlook(subscription)}</p>
      <SiteBillingNotice subscription={subscription} />
      <PlanActions subscription={subscription} />
      <Table aria-label={`Invoices for the ${title}`} role="table" className={stackedRows.table}>
        <TableHeader role="rowgroup" className={stackedRows.header}>
          <TableRow role="row">
            <TableHead role="columnheader" scope="col">
              Invoice
            </TableHead>
            <TableHead role="columnheader" scope="col">
              For
            </TableHead>
            <TableHead role="columnheader" scope="col">
              Issued
            </TableHead>
            <TableHead role="columnheader" scope="col">
              Due
            </TableHead>
            <TableHead role="columnheader" scope="col" className={styles.amount}>
              Amount (incl. GST)
            </TableHead>
            <TableHead role="columnheader" scope="col" className={styles.amount}>
              GST
            </TableHead>
            <TableHead role="columnheader" scope="col">
              Status
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody role="rowgroup" className={stackedRows.body}>
          {subscription.invoices.map((invoice) => (
            <TableRow key={invoice.id} role="row" className={stackedRows.row}>
              <TableCell role="cell" className={`${stackedRows.title} ${styles.invoiceNumber}`}>
                {invoice.number}
              </TableCell>
              {/* A hosting period or a bought domain's year: the owner sees what each sum is for. */}
              <InvoiceLine label="For">{invoice.description}</InvoiceLine>
              <InvoiceLine label="Issued">{formatNzDate(invoice.issuedAt)}</InvoiceLine>
              <InvoiceLine label="Due">{formatNzDate(invoice.dueAt)}</InvoiceLine>
              <InvoiceLine label="Amount (incl. GST)" className={styles.amount}>
                {MONEY.format(invoice.amount)}
              </InvoiceLine>
              <InvoiceLine label="GST" className={styles.amount}>
                {MONEY.format(invoice.gst)}
              </InvoiceLine>
              <TableCell role="cell" className={stackedRows.aside}>
                <Badge variant={INVOICE_STATUS[invoice.status].variant}>{INVOICE_STATUS[invoice.status].label}</Badge>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </li>
  );
}

/**
 * A cell of the invoice table. On a phone the rows stack (the number and status on top, then a labelled line per
 * figure) so Amount and Status are never cut off at the edge; the label is drawn by CSS from data-label, outside the
 * cell's text and accessible name (assistive technology reads the column's header instead). The cells keep their
 * table roles: some browsers drop them once a row is no longer displayed as one.
 */
function InvoiceLine({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <TableCell role="cell" className={[stackedRows.line, styles.invoiceLine, className].filter(Boolean).join(' ')} data-label={label}>
      {children}
    </TableCell>
  );
}
