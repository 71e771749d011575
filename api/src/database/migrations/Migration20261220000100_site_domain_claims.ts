import { Migration } from '@mikro-orm/migrations';

/**
 * Domain ownership (issue 26). 'Use existing domain' no longer takes the domain at once: it makes a pending claim with
 * a random token, which the client proves by a TXT record `_kea-verify.<domain>`. `site.domain` stays the domain a site
 * is served on (by Host) and given a certificate for: set only when a claim is verified, or when the domain was bought
 * through the registrar interface (which counts as verified).
 *
 * Claims of several accounts on one domain may wait side by side; the first to verify wins, and the partial unique
 * index makes a second verified claim on a domain impossible. One pending claim per site.
 *
 * Sites that already hold an existing domain were never asked to prove it, so they become pending claims that must
 * verify (with 72 hours from now): serving someone's unproven domain is exactly the hole this closes. Their sites stay
 * live at /sites/{slug}/. Bought domains keep their place.
 */
export class Migration20261220000100_site_domain_claims extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      CREATE TABLE site_domain_claim (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        site_id uuid NOT NULL REFERENCES site (id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES "user" (id) ON DELETE CASCADE,
        domain text NOT NULL
          CONSTRAINT site_domain_claim_domain_check CHECK (length(domain) <= 253 AND domain ~ '^([a-z0-9]([a-z0-9-]*[a-z0-9])?\\.)+[a-z]{2,63}$'),
        token text NOT NULL CONSTRAINT site_domain_claim_token_check CHECK (token ~ '^[A-Za-z0-9_-]{32,64}$'),
        status text NOT NULL DEFAULT 'pending' CONSTRAINT site_domain_claim_status_check CHECK (status IN ('pending', 'verified', 'expired')),
        created_at timestamptz NOT NULL DEFAULT now(),
        verified_at timestamptz,
        next_check_at timestamptz NOT NULL DEFAULT now() + interval '1 minute',
        attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
        last_checked_at timestamptz,
        last_result text CONSTRAINT site_domain_claim_result_check CHECK (last_result IN ('verified', 'no_record', 'wrong_token', 'dns_error')),
        CONSTRAINT site_domain_claim_verified_pair_check CHECK ((status = 'verified') = (verified_at IS NOT NULL))
      )`);
    this.addSql(`CREATE UNIQUE INDEX site_domain_claim_verified_key ON site_domain_claim (domain) WHERE status = 'verified'`);
    this.addSql(`CREATE UNIQUE INDEX site_domain_claim_pending_site_key ON site_domain_claim (site_id) WHERE status = 'pending'`);
    this.addSql(`CREATE INDEX site_domain_claim_due_index ON site_domain_claim (next_check_at) WHERE status = 'pending'`);
    this.addSql(`CREATE INDEX site_domain_claim_site_index ON site_domain_claim (site_id, created_at DESC)`);

    this.addSql(`
      INSERT INTO site_domain_claim (site_id, user_id, domain, token)
      SELECT id, user_id, domain, replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')
        FROM site WHERE domain_kind = 'existing' AND domain IS NOT NULL`);
    this.addSql(`UPDATE site SET domain = NULL, domain_kind = NULL WHERE domain_kind = 'existing'`);
  }

  override async down(): Promise<void> {
    this.addSql('DROP TABLE site_domain_claim');
  }
}
