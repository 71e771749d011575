import { ConflictException, Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import type { Pool, PoolClient } from 'pg';
import { DOMAIN_EXTENSIONS, DOMAIN_ORDER_MESSAGES, type TCrmDomainOrder, type TDomainOrderStatus } from '@agency/contracts';
import { isUuid } from '../common/ids/uuid';
import { SQL_POOL } from '../database/database.module';
import { inTransaction } from '../database/sql-transaction';
import { InvoiceIssuer } from '../subscriptions/invoice-issuer';
import type { RecordCheck } from './dns-resolver';
import { checkedRecords, targetRecords } from './domain-claim-rows';
import { ORDER_COLUMNS, toDomainOrder, type DomainOrderColumns } from './domain-order-rows';
import { DOMAIN_REGISTRAR, type DomainRegistrar } from './domain-registrar';
import { DomainVerificationService } from './domain-verification.service';
import { liveUrlFor, storedBusinessInfo } from './site-rows';
import { SITES_CONFIG, type SitesConfig } from './sites.config';

/** The CRM's list is a to-do list: bounded. */
const CRM_LIMIT = 200;

interface CrmOrderRow extends DomainOrderColumns {
  user_id: string;
  email: string;
  client_name: string | null;
  site_id: string;
  business_info: unknown;
  slug: string;
  live: boolean;
  invoice_number: string | null;
  invoice_status: 'unpaid' | 'paid' | 'void' | null;
  registered_by_name: string | null;
  claim_token: string | null;
  claim_domain: string | null;
  claim_record_states: RecordCheck[] | null;
}

const CRM_ORDER_SELECT = `
  SELECT ${ORDER_COLUMNS}, u.id AS user_id, u.email, nullif(trim(concat_ws(' ', u.first_name, u.last_name)), '') AS client_name,
         s.id AS site_id, s.business_info, s.slug, s.live_version_id IS NOT NULL AS live,
         i.number AS invoice_number, i.status AS invoice_status,
         coalesce(nullif(trim(concat_ws(' ', staff.first_name, staff.last_name)), ''), staff.email) AS registered_by_name,
         c.token AS claim_token, c.domain AS claim_domain, c.record_states AS claim_record_states
    FROM domain_order o
    JOIN "user" u ON u.id = o.user_id
    JOIN site s ON s.id = o.site_id
    LEFT JOIN invoice i ON i.domain_order_id = o.id
    LEFT JOIN "user" staff ON staff.id = o.registered_by
    LEFT JOIN LATERAL (
      SELECT * FROM site_domain_claim WHERE site_id = o.site_id AND domain = o.domain ORDER BY created_at DESC LIMIT 1
    ) c ON true`;

/** A new domain's yearly price in cents: its extension's (the longest that matches, so .co.nz before .nz). */
export function domainPriceCents(domain: string): number {
  const match = [...DOMAIN_EXTENSIONS].sort((a, b) => b.extension.length - a.extension.length).find((d) => domain.endsWith(d.extension));
  if (!match) throw new Error(`No price for ${domain}`);
  return Math.round(match.price * 100);
}

/**
 * Domains bought through the builder (issue 35). A purchase is an order: placed inside the publish transaction with
 * its yearly invoice (kind 'domain', through the subscriptions module's InvoiceIssuer), then handed to the registrar;
 * the default leaves registration to staff, who mark it in the CRM. Marking it registered opens the same DNS claim as
 * an existing domain, so the domain is served only once DNS proves it points here.
 */
@Injectable()
export class DomainOrdersService {
  private readonly logger = new Logger(DomainOrdersService.name);

  constructor(
    @Inject(SQL_POOL) private readonly pool: Pool,
    @Inject(SITES_CONFIG) private readonly config: SitesConfig,
    @Inject(DOMAIN_REGISTRAR) private readonly registrar: DomainRegistrar,
    private readonly invoices: InvoiceIssuer,
    private readonly claims: DomainVerificationService,
  ) {}

  /** Whether the site already has this domain on order (or registered): publishing again needs no new order. */
  async hasOpenOrder(siteId: string | null, domain: string): Promise<boolean> {
    if (siteId === null) return false;
    const { rows } = await this.pool.query("SELECT 1 FROM domain_order WHERE site_id = $1 AND domain = $2 AND status <> 'cancelled'", [siteId, domain]);
    return rows.length > 0;
  }

  /**
   * Inside the publish transaction: the site's order for `domain` (kept when it has one), with its invoice; the site's
   * other orders still waiting are cancelled (their unpaid invoices voided), its claims on other domains dropped.
   * Answers the new order's id, or null when the site had this order already. Two sites ordering one name at once:
   * the partial unique index domain_order_domain_key lets one win.
   */
  async place(client: PoolClient, userId: string, siteId: string, domain: string): Promise<string | null> {
    // The site's orders still standing, locked: this domain's is kept, the others still waiting give way.
    const { rows: standing } = await client.query<{ id: string; domain: string; status: TDomainOrderStatus }>(
      "SELECT id, domain, status FROM domain_order WHERE site_id = $1 AND status <> 'cancelled' FOR UPDATE",
      [siteId],
    );
    if (standing.some((order) => order.domain === domain)) return null;
    for (const order of standing.filter((candidate) => candidate.status === 'ordered')) {
      await client.query("UPDATE domain_order SET status = 'cancelled', cancelled_at = now() WHERE id = $1", [order.id]);
      await this.invoices.voidDomainInvoice(client, order.id);
    }
    const priceCents = domainPriceCents(domain);
    const { rows } = await client.query<{ id: string }>(
      'INSERT INTO domain_order (site_id, user_id, domain, price_cents) VALUES ($1, $2, $3, $4) RETURNING id',
      [siteId, userId, domain, priceCents],
    );
    const orderId = rows[0]?.id;
    if (!orderId) throw new Error('The domain order insert returned no row');
    const { rows: subscriptions } = await client.query<{ id: string; email: string; first_name: string | null }>(
      // The plan that covers this site, else one that names no site, else the account's newest (publishing asks only
      // for a plan on the account).
      `SELECT sub.id, u.email, u.first_name FROM subscription sub JOIN "user" u ON u.id = sub.user_id
        WHERE sub.user_id = $1 AND sub.status <> 'cancelled'
        ORDER BY sub.site_id IS NOT DISTINCT FROM $2 DESC, sub.site_id IS NULL DESC, sub.created_at DESC LIMIT 1`,
      [userId, siteId],
    );
    const subscription = subscriptions[0];
    // Publishing checked for a plan first; without one there is nothing to bill the domain with.
    if (!subscription) throw new Error(`site ${siteId} has no open subscription for its domain invoice`);
    await this.invoices.issue(client, subscription.id, { kind: 'domain', domainOrderId: orderId, description: `Domain ${domain} (1 year)`, priceCents }, subscription);
    await this.claims.dropOthers(client, siteId, domain);
    return orderId;
  }

  /** After the order is committed: the registrar's turn. A registrar that registers at once marks the order itself. */
  async handOver(orderId: string, domain: string): Promise<void> {
    try {
      if ((await this.registrar.register({ id: orderId, domain })) === 'registered') await this.markRegistered(orderId, null);
    } catch (error) {
      this.logger.error(`Registering ${domain} (order ${orderId}) failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  async listForCrm(status: TDomainOrderStatus): Promise<TCrmDomainOrder[]> {
    const { rows } = await this.pool.query<CrmOrderRow>(`${CRM_ORDER_SELECT} WHERE o.status = $1 ORDER BY o.created_at, o.id LIMIT ${CRM_LIMIT}`, [status]);
    return rows.map((row) => this.toCrm(row));
  }

  /** Staff registered the domain (or the registrar did, adminId null): its DNS claim opens now. Idempotent. */
  async markRegistered(orderId: string, adminId: string | null): Promise<TCrmDomainOrder> {
    return this.change(orderId, async (client, order) => {
      if (order.status === 'cancelled') throw new ConflictException(DOMAIN_ORDER_MESSAGES.cancelled);
      if (order.status === 'registered') return;
      await client.query("UPDATE domain_order SET status = 'registered', registered_at = now(), registered_by = $2 WHERE id = $1", [orderId, adminId]);
      await this.claims.open(client, order.user_id, order.site_id, order.domain);
      this.logger.log(`Domain ${order.domain} (order ${orderId}) marked registered${adminId ? ` by ${adminId}` : ''}`);
    });
  }

  /** The domain will not be registered: cancelled, its unpaid invoice voided. Idempotent; 409 once registered. */
  async cancel(orderId: string): Promise<TCrmDomainOrder> {
    return this.change(orderId, async (client, order) => {
      if (order.status === 'registered') throw new ConflictException(DOMAIN_ORDER_MESSAGES.alreadyRegistered);
      if (order.status === 'cancelled') return;
      await client.query("UPDATE domain_order SET status = 'cancelled', cancelled_at = now() WHERE id = $1", [orderId]);
      await this.invoices.voidDomainInvoice(client, orderId);
    });
  }

  private async change(
    orderId: string,
    apply: (client: PoolClient, order: { status: TDomainOrderStatus; user_id: string; site_id: string; domain: string }) => Promise<void>,
  ): Promise<TCrmDomainOrder> {
    if (!isUuid(orderId)) throw new NotFoundException(DOMAIN_ORDER_MESSAGES.notFound);
    const row = await inTransaction(this.pool, async (client) => {
      const { rows } = await client.query<{ status: TDomainOrderStatus; user_id: string; site_id: string; domain: string }>(
        'SELECT status, user_id, site_id, domain FROM domain_order WHERE id = $1 FOR UPDATE',
        [orderId],
      );
      const order = rows[0];
      if (!order) throw new NotFoundException(DOMAIN_ORDER_MESSAGES.notFound);
      await apply(client, order);
      const { rows: after } = await client.query<CrmOrderRow>(`${CRM_ORDER_SELECT} WHERE o.id = $1`, [orderId]);
      return after[0];
    });
    if (!row) throw new NotFoundException(DOMAIN_ORDER_MESSAGES.notFound);
    return this.toCrm(row);
  }

  private toCrm(row: CrmOrderRow): TCrmDomainOrder {
    const order = toDomainOrder(row);
    if (!order) throw new Error('A domain order row without its columns');
    const records =
      row.claim_token !== null && row.claim_domain !== null
        ? checkedRecords(row.claim_domain, row.claim_token, this.config.targets, row.claim_record_states ?? [])
        : targetRecords(order.domain, this.config.targets);
    return {
      ...order,
      client: { id: row.user_id, email: row.email, name: row.client_name },
      site: { id: row.site_id, name: storedBusinessInfo(row.business_info).businessName, liveUrl: row.live ? liveUrlFor(row.slug) : null },
      invoice: row.invoice_number !== null && row.invoice_status !== null ? { number: row.invoice_number, status: row.invoice_status } : null,
      registeredBy: row.registered_by_name,
      records: records.map(({ type, host, name, value }) => ({ type, host, name, value })),
    };
  }
}
