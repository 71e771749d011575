import { useDeferredValue, useMemo, useState } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { apiErrorMessage } from '@agency/api-client';
import { formatNzDate, type TCrmInvoice } from '@agency/contracts';
import { Badge } from '@agency/design-system/badge';
import { layout } from '@agency/design-system/layout';
import { usePlatform } from '@agency/design-system/platform-context';
import { ConfirmActionButton } from '../../crm-kit/confirm-action-button';
import { useCrmMutation, useCrmQuery } from '../../crm-kit/crm-api';
import { formatPrice } from '../../crm-kit/crm-data';
import { DataTable, type DataColumn } from '../../crm-kit/data-table';
import { EmailAddress } from '../../crm-kit/email-address';
import { ListToolbar, SearchBox } from '../../crm-kit/list-controls';
import * as styles from './invoices-panel.module.css';

/** What the client's website shows while the invoice is unpaid (api/src/subscriptions/README.md 'Live when paid'). */
function WebsiteState({ invoice }: { invoice: TCrmInvoice }) {
  return invoice.billingState === 'paused' ? (
    <Badge variant="destructive">Paused</Badge>
  ) : (
    <Badge variant="warning">Live until {formatNzDate(invoice.graceEndsAt)}</Badge>
  );
}

/**
 * Unpaid invoices, the next due on top, each with 'Mark paid' for a bank transfer seen on the statement. Recording it
 * makes the subscription active and serves a paused website again at once. Card payments record themselves.
 */
export function InvoicesPanel() {
  const platform = usePlatform();
  // A transfer names its invoice number as the reference: the admin finds the invoice by it.
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search.trim());
  const invoices = useCrmQuery('GET /api/crm/invoices', { query: { status: 'unpaid', search: deferredSearch || undefined } }, { placeholderData: keepPreviousData });
  // A domain's invoice is listed here too: its order below shows the invoice paid at once.
  const markPaid = useCrmMutation('POST /api/crm/invoices/:id/paid', ['GET /api/crm/invoices', 'GET /api/crm/domain-orders']);

  const columns = useMemo<DataColumn<TCrmInvoice>[]>(() => {
    const record = (invoice: TCrmInvoice) =>
      markPaid.mutate(
        { params: { id: invoice.id } },
        {
          onSuccess: () =>
            platform.toast({ title: `Invoice ${invoice.number} marked paid`, description: invoice.client.name ?? invoice.client.email, variant: 'success' }),
          onError: (error) => platform.toast({ title: apiErrorMessage(error, 'Could not mark the invoice paid'), variant: 'destructive' }),
        },
      );
    return [
      { id: 'number', header: 'Invoice', stackedAs: 'title', cell: (invoice) => invoice.number },
      {
        id: 'client',
        header: 'Client',
        cell: (invoice) => (
          <span className={styles.client}>
            {invoice.client.name ? <span>{invoice.client.name}</span> : null}
            <EmailAddress email={invoice.client.email} link={false} />
          </span>
        ),
      },
      { id: 'plan', header: 'Plan', cell: (invoice) => invoice.planName },
      { id: 'amount', header: 'Amount (incl. GST)', cell: (invoice) => formatPrice(invoice.amount) },
      { id: 'due', header: 'Due', cell: (invoice) => formatNzDate(invoice.dueAt) },
      { id: 'website', header: 'Website', cell: (invoice) => <WebsiteState invoice={invoice} /> },
      {
        id: 'actions',
        header: 'Actions',
        stackedAs: 'actions',
        cell: (invoice) => (
          <ConfirmActionButton
            action="Mark paid"
            label={`Mark invoice ${invoice.number} paid`}
            title={`Mark invoice ${invoice.number} paid?`}
            description={`Record ${formatPrice(invoice.amount)} received from ${invoice.client.email}. Their subscription becomes active and their website is served again at once.`}
            variant="outline"
            onConfirm={() => record(invoice)}
          />
        ),
      },
    ];
    // Built once per viewer: the mutation's mutate function is stable.
  }, [platform]);

  return (
    // The id is the target of the tab's 'Unpaid invoices' link.
    <section id="unpaid-invoices" aria-labelledby="invoices-heading" className={layout.stack}>
      <h3 id="invoices-heading">Unpaid invoices</h3>
      <ListToolbar>
        <SearchBox label="Search invoices" placeholder="Invoice number or e-mail" value={search} onChange={setSearch} />
      </ListToolbar>
      <DataTable
        label="Unpaid invoices"
        columns={columns}
        rows={invoices.data}
        rowId={(invoice) => invoice.id}
        loading={invoices.isFetching}
        error={invoices.error ? apiErrorMessage(invoices.error, 'Could not load invoices') : null}
        empty={deferredSearch ? 'No unpaid invoices match your search.' : 'No unpaid invoices.'}
      />
    </section>
  );
}
