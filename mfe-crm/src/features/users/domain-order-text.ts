import { PLAN_PERIOD_LABEL, type TCrmDomainOrder } from '@agency/contracts';
import { formatPrice } from '../../crm-kit/crm-data';

/* The Domain orders list's words that depend on an order: its price and the questions its two actions ask. */

/** '$24.99/year': a domain is billed yearly, GST included. */
export function formatYearlyPrice(price: number): string {
  return `${formatPrice(price)}${PLAN_PERIOD_LABEL.yearly}`;
}

/** What 'Mark registered' asks: the domain by name, and a reminder when its invoice is not paid yet. */
export function registerQuestion(order: Pick<TCrmDomainOrder, 'domain' | 'invoice'>): { title: string; description: string } {
  const unpaid = order.invoice?.status === 'unpaid' ? ` Invoice ${order.invoice.number} is not paid yet.` : '';
  return {
    title: `Mark ${order.domain} registered?`,
    description: `Do this once ${order.domain} is registered at the registrar. Its DNS check starts now, and the website is served on ${order.domain} once the records are in place.${unpaid}`,
  };
}

/** What 'Cancel order' asks: the domain by name, and what happens to its invoice. */
export function cancelQuestion(order: Pick<TCrmDomainOrder, 'domain' | 'invoice'>): { title: string; description: string } {
  const invoice = order.invoice;
  const billing =
    invoice?.status === 'unpaid'
      ? ` Its unpaid invoice ${invoice.number} will be voided.`
      : invoice?.status === 'paid'
        ? ` Its invoice ${invoice.number} is paid and stays paid: refund the client separately.`
        : '';
  return { title: `Cancel the order for ${order.domain}?`, description: `${order.domain} will not be registered.${billing}` };
}
