import { Migration } from '@mikro-orm/migrations';

/**
 * A bought domain is an order, not a fact (issue 35). 'Purchase New Domain' used to set `site.domain` at once, so the
 * site was served by Host and allowed a certificate for a name nobody had registered. Now it places a `domain_order`
 * (with a yearly invoice of kind 'domain'); staff mark it registered in the CRM, and only then a claim opens that DNS
 * must prove (the TXT token, and the root pointing here) before `site.domain` is set, exactly as for an existing domain.
 *
 * Also: a claim verifies only when the domain points here as well ('not_pointed' is what a check finds with the token
 * alone), and each claim keeps what its last check found per record (`record_states`), for the owner's screen.
 *
 * Sites that hold a bought domain were never registered by anyone, so they become orders waiting for staff and lose
 * `site.domain`; they stay live at /sites/{slug}/.
 */
export class Migration20261231000700_domain_orders extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      CREATE TABLE domain_order (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        site_id uuid NOT NULL REFERENCES site (id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES "user" (id) ON DELETE CASCADE,
        domain text NOT NULL
          CONSTRAINT domain_order_domain_check CHECK (length(domain) <= 253 AND domain ~ '^([a-z0-9]([a-z0-9-]*[a-z0-9])?\\.)+[a-z]{2,63}$'),
        price_cents integer NOT NULL CONSTRAINT domain_order_price_check CHECK (price_cents > 0),
        status text NOT NULL DEFAULT 'ordered' CONSTRAINT domain_order_status_check CHECK (status IN ('ordered', 'registered', 'cancelled')),
        created_at timestamptz NOT NULL DEFAULT now(),
        registered_at timestamptz,
        registered_by uuid REFERENCES "user" (id) ON DELETE SET NULL,
        cancelled_at timestamptz,
        CONSTRAINT domain_order_registered_check CHECK ((status = 'registered') = (registered_at IS NOT NULL)),
        CONSTRAINT domain_order_cancelled_check CHECK ((status = 'cancelled') = (cancelled_at IS NOT NULL))
      )`);
    // One order per name that is not cancelled: two owners can never both be sold one domain.
    this.addSql(`CREATE UNIQUE INDEX domain_order_domain_key ON domain_order (domain) WHERE status <> 'cancelled'`);
    this.addSql(`CREATE INDEX domain_order_site_index ON domain_order (site_id, created_at DESC)`);
    this.addSql(`CREATE INDEX domain_order_status_index ON domain_order (status, created_at)`);

    this.addSql(`
      ALTER TABLE invoice
        ADD COLUMN domain_order_id uuid CONSTRAINT invoice_domain_order_key UNIQUE REFERENCES domain_order (id) ON DELETE SET NULL,
        ADD COLUMN kind text NOT NULL DEFAULT 'hosting' CONSTRAINT invoice_kind_check CHECK (kind IN ('hosting', 'domain'))`);
    this.addSql(`ALTER TABLE invoice ADD CONSTRAINT invoice_domain_order_kind_check CHECK (domain_order_id IS NULL OR kind = 'domain')`);

    this.addSql(`ALTER TABLE site_domain_claim DROP CONSTRAINT site_domain_claim_result_check`);
    this.addSql(`
      ALTER TABLE site_domain_claim
        ADD CONSTRAINT site_domain_claim_result_check CHECK (last_result IN ('verified', 'not_pointed', 'no_record', 'wrong_token', 'dns_error')),
        ADD COLUMN record_states jsonb NOT NULL DEFAULT '[]'::jsonb CONSTRAINT site_domain_claim_record_states_check CHECK (jsonb_typeof(record_states) = 'array')`);

    this.addSql(`
      INSERT INTO domain_order (site_id, user_id, domain, price_cents)
      SELECT id, user_id, domain,
             CASE WHEN domain LIKE '%.co.nz' THEN 2499 WHEN domain LIKE '%.nz' THEN 2999 WHEN domain LIKE '%.com' THEN 1299
                  WHEN domain LIKE '%.net' THEN 1499 ELSE 999 END
        FROM site WHERE domain_kind = 'purchase' AND domain IS NOT NULL`);
    this.addSql(`UPDATE site SET domain = NULL, domain_kind = NULL WHERE domain_kind = 'purchase'`);
  }

  override async down(): Promise<void> {
    this.addSql('ALTER TABLE site_domain_claim DROP COLUMN record_states');
    this.addSql('ALTER TABLE invoice DROP COLUMN domain_order_id, DROP COLUMN kind');
    this.addSql('DROP TABLE domain_order');
  }
}
