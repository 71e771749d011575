import { Fragment, useMemo, useState } from 'react';
import { apiErrorMessage } from '@agency/api-client';
import { DOMAIN_ORDER_STATUSES, formatNzDate, type TCrmDomainOrder, type TDomainOrderStatus } from '@agency/contracts';
import { Badge, type BadgeVariant } from '@agency/design-system/badge';
import { Button } from '@agency/design-system/button';
import { layout } from '@agency/design-system/layout';
import { usePlatform } from '@agency/design-system/platform-context';
import { visuallyHidden } from '@agency/design-system/visually-hidden';
import { ConfirmActionButton } from '../../crm-kit/confirm-action-button';
import { useCrmMutation, useCrmQuery } from '../../crm-kit/crm-api';
import { DataTable, type DataColumn } from '../../crm-kit/data-table';
import { EmailAddress } from '../../crm-kit/email-address';
import { useRowDialog } from '../../crm-kit/row-dialogs';
import * as tab from '../../crm-kit/tab-layout.module.css';
import { cancelQuestion, formatYearlyPrice, registerQuestion } from './domain-order-text';
import { DnsRecordsDialog, RecordsButton } from './domain-order-records';
import * as styles from './domain-orders-panel.module.css';

type Invoice = NonNullable<TCrmDomainOrder['invoice']>;

const STATUS_VIEW: Record<TDomainOrderStatus, { label: string; empty: string }> = {
  ordered: { label: 'Ordered', empty: 'No domain orders waiting.' },
  registered: { label: 'Registered', empty: 'No registered domains yet.' },
  cancelled: { label: 'Cancelled', empty: 'No cancelled domain orders.' },
};

const INVOICE_BADGE: Record<Invoice['status'], { variant: BadgeVariant; label: string }> = {
  unpaid: { variant: 'warning', label: 'Unpaid' },
  paid: { variant: 'success', label: 'Paid' },
  void: { variant: 'outline', label: 'Void' },
};

/** The domain, breakable only before a dot ('kereru-landscapes / .co / .nz'), with its yearly price under it. */
function Domain({ order }: { order: TCrmDomainOrder }) {
  return (
    <span className={tab.contact}>
      <span className={styles.domain}>
        {order.domain.split(/(?=\.)/).map((part, index) => (
          <Fragment key={index}>
            {index > 0 ? <wbr /> : null}
            {part}
          </Fragment>
        ))}
      </span>
      <span className={styles.price}>{formatYearlyPrice(order.price)} incl. GST</span>
    </span>
  );
}

function Client({ client }: { client: TCrmDomainOrder['client'] }) {
  return (
    <span className={tab.contact}>
      {client.name ? <span className={tab.name}>{client.name}</span> : null}
      <EmailAddress email={client.email} link={false} />
    </span>
  );
}

/** The site by its business name, linked to its published page (a new tab, so the CRM stays open). */
function Site({ site }: { site: TCrmDomainOrder['site'] }) {
  if (!site.liveUrl) {
    return (
      <span className={tab.contact}>
        <span>{site.name}</span>
        <span className={layout.muted}>Not published</span>
      </span>
    );
  }
  return (
    <a href={site.liveUrl} target="_blank" rel="noopener noreferrer" className={styles.link}>
      {site.name}
      <span className={visuallyHidden}> (published site, opens in a new tab)</span>
    </a>
  );
}

/** The invoice's number and state; while the order waits on an unpaid invoice, a reminder to register once paid. */
function InvoiceState({ order }: { order: TCrmDomainOrder }) {
  if (!order.invoice) return <span className={layout.muted}>No invoice</span>;
  const badge = INVOICE_BADGE[order.invoice.status];
  return (
    <span className={styles.invoice}>
      <span className={styles.invoiceLine}>
        <span>{order.invoice.number}</span>
        <Badge variant={badge.variant}>{badge.label}</Badge>
      </span>
      {order.status === 'ordered' && order.invoice.status === 'unpaid' ? <span className={styles.hint}>Register once paid</span> : null}
    </span>
  );
}

function Registered({ order }: { order: TCrmDomainOrder }) {
  if (!order.registeredAt) return <span className={layout.muted}>—</span>;
  return (
    <span className={tab.contact}>
      <span className={styles.nowrap}>{formatNzDate(order.registeredAt)}</span>
      <span>{order.registeredBy ? `by ${order.registeredBy}` : 'by the registrar'}</span>
    </span>
  );
}

function StatusFilter({ status, onChange }: { status: TDomainOrderStatus; onChange: (status: TDomainOrderStatus) => void }) {
  return (
    <div className={styles.filters} role="group" aria-label="Show domain orders">
      {DOMAIN_ORDER_STATUSES.map((value) => (
        <Button key={value} size="sm" variant={status === value ? 'default' : 'outline'} aria-pressed={status === value} onClick={() => onChange(value)}>
          {STATUS_VIEW[value].label}
        </Button>
      ))}
    </div>
  );
}

/**
 * Domain orders, under the unpaid invoices of User Management: domains bought through the website builder. Staff
 * register each at a registrar by hand (once its invoice is paid), set the DNS records listed with it, then 'Mark
 * registered', which starts the site's DNS check; or 'Cancel order', which voids its unpaid invoice. Both are confirmed
 * first; registered and cancelled orders are kept under their own filter.
 */
export function DomainOrdersPanel() {
  const platform = usePlatform();
  const [status, setStatus] = useState<TDomainOrderStatus>('ordered');
  const orders = useCrmQuery('GET /api/crm/domain-orders', { query: { status } });
  const markRegistered = useCrmMutation('POST /api/crm/domain-orders/:id/registered', ['GET /api/crm/domain-orders']);
  // A cancelled order's invoice is voided: the unpaid invoices list above changes too.
  const cancelOrder = useCrmMutation('POST /api/crm/domain-orders/:id/cancelled', ['GET /api/crm/domain-orders', 'GET /api/crm/invoices']);
  const { mutate: register } = markRegistered;
  const { mutate: cancel } = cancelOrder;
  const records = useRowDialog<TCrmDomainOrder>();
  const { open: openRecords } = records;
  const busyId = markRegistered.isPending ? markRegistered.variables?.params.id : cancelOrder.isPending ? cancelOrder.variables?.params.id : undefined;

  const columns = useMemo<DataColumn<TCrmDomainOrder>[]>(() => {
    const onRegister = (order: TCrmDomainOrder) =>
      register(
        { params: { id: order.id } },
        {
          onSuccess: () =>
            platform.toast({
              title: `${order.domain} marked registered`,
              description: 'Its DNS records, the TXT proof included, are listed under Registered.',
              variant: 'success',
            }),
          onError: (error) => platform.toast({ title: apiErrorMessage(error, 'Could not mark the domain registered'), variant: 'destructive' }),
        },
      );
    const onCancel = (order: TCrmDomainOrder) =>
      cancel(
        { params: { id: order.id } },
        {
          onSuccess: (after) =>
            platform.toast({
              title: `Order for ${order.domain} cancelled`,
              description: after.invoice?.status === 'void' ? `Invoice ${after.invoice.number} voided` : undefined,
              variant: 'success',
            }),
          onError: (error) => platform.toast({ title: apiErrorMessage(error, 'Could not cancel the order'), variant: 'destructive' }),
        },
      );
    const all: DataColumn<TCrmDomainOrder>[] = [
      { id: 'domain', header: 'Domain', stackedAs: 'title', cell: (order) => <Domain order={order} /> },
      { id: 'client', header: 'Client', cell: (order) => <Client client={order.client} /> },
      { id: 'site', header: 'Website', cell: (order) => <Site site={order.site} /> },
      { id: 'invoice', header: 'Invoice', cell: (order) => <InvoiceState order={order} /> },
      { id: 'ordered', header: 'Ordered', cell: (order) => <span className={styles.nowrap}>{formatNzDate(order.createdAt)}</span> },
      { id: 'registered', header: 'Registered', cell: (order) => <Registered order={order} /> },
      { id: 'records', header: 'DNS records', cell: (order) => <RecordsButton order={order} onOpen={openRecords} /> },
      {
        id: 'actions',
        header: 'Actions',
        stackedAs: 'actions',
        cell: (order) => (
          <span className={styles.actions}>
            <ConfirmActionButton
              action="Mark registered"
              label={`Mark ${order.domain} registered`}
              {...registerQuestion(order)}
              variant="outline"
              disabled={busyId === order.id}
              onConfirm={() => onRegister(order)}
            />
            <ConfirmActionButton
              action="Cancel order"
              label={`Cancel the order for ${order.domain}`}
              {...cancelQuestion(order)}
              destructive
              dismiss="Keep order"
              disabled={busyId === order.id}
              onConfirm={() => onCancel(order)}
            />
          </span>
        ),
      },
    ];
    // Who registered belongs to registered orders; only a waiting order can be marked or cancelled.
    return all.filter((column) => (column.id === 'registered' ? status === 'registered' : column.id === 'actions' ? status === 'ordered' : true));
  }, [status, platform, register, cancel, openRecords, busyId]);

  return (
    // The id is the target of the tab's 'Domain orders' link.
    <section id="domain-orders" aria-labelledby="domain-orders-heading" className={layout.stack}>
      <h3 id="domain-orders-heading">Domain orders</h3>
      <p className={`${tab.note} ${layout.muted}`}>
        Domains bought through the website builder. Register each at the registrar once its invoice is paid, set its DNS records there, then mark
        it registered.
      </p>
      <StatusFilter status={status} onChange={setStatus} />
      <DataTable
        label="Domain orders"
        columns={columns}
        rows={orders.data}
        rowId={(order) => order.id}
        loading={orders.isFetching}
        error={orders.error ? apiErrorMessage(orders.error, 'Could not load domain orders') : null}
        empty={STATUS_VIEW[status].empty}
      />
      {/* The list's current copy of the order (a TXT proof added meanwhile shows), or the one opened if it left the list. */}
      <DnsRecordsDialog
        order={records.subject ? (orders.data?.find((order) => order.id === records.subject?.id) ?? records.subject) : null}
        onClose={records.close}
        onCloseAutoFocus={records.onCloseAutoFocus}
      />
    </section>
  );
}
