import type { TDomainOrder } from '@agency/contracts';

/** An order's columns as SITE_SELECT and the orders service read them ('order_' prefixed). */
export interface DomainOrderColumns {
  order_id: string | null;
  order_domain: string | null;
  order_status: TDomainOrder['status'] | null;
  order_price_cents: number | null;
  order_created_at: Date | null;
  order_registered_at: Date | null;
}

/** The columns of order `o` under their 'order_' names. */
export const ORDER_COLUMNS = `
  o.id AS order_id, o.domain AS order_domain, o.status AS order_status, o.price_cents AS order_price_cents,
  o.created_at AS order_created_at, o.registered_at AS order_registered_at`;

export function toDomainOrder(row: DomainOrderColumns): TDomainOrder | null {
  if (row.order_id === null || row.order_domain === null || row.order_status === null || row.order_price_cents === null || row.order_created_at === null) {
    return null;
  }
  return {
    id: row.order_id,
    domain: row.order_domain,
    status: row.order_status,
    price: row.order_price_cents / 100,
    currency: 'NZD',
    createdAt: row.order_created_at.toISOString(),
    registeredAt: row.order_registered_at?.toISOString() ?? null,
  };
}
