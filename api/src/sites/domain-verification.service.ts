import { randomBytes } from 'node:crypto';
import {
  ConflictException,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import type { Pool, PoolClient } from 'pg';
import { DOMAIN_CLAIM_MESSAGES, type TDomainCheckResult, type TDomainVerifyResult, type TTlsAllowed } from '@agency/contracts';
import { SQL_POOL } from '../database/database.module';
import { inTransaction } from '../database/sql-transaction';
import { PeriodicJob } from '../common/jobs/periodic-job';
import { TooManyRequestsException } from '../common/errors/too-many-requests.exception';
import { RateLimitService } from '../rate-limit/rate-limit.service';
import { DomainDnsResolver } from './dns-resolver';
import { CLAIM_COLUMNS, CLAIM_EXPIRED_SQL, toDomainClaim, type DomainClaimColumns } from './domain-claim-rows';
import { SITES_CONFIG, type SitesConfig } from './sites.config';
import { SitesService } from './sites.service';
import { isUniqueViolation } from '../common/sql/unique-violation';

/** Claims checked per background statement; the rest wait for the next tick. */
const BATCH = 20;
/** Background back-off: 1 minute after a claim is made, then doubling per check, at most an hour apart. */
const FIRST_CHECK_SECONDS = 60;
const MAX_CHECK_SECONDS = 3600;

interface ClaimRow extends DomainClaimColumns {
  id: string;
  site_id: string;
}

interface DueClaim {
  id: string;
  domain: string;
  token: string;
}

type Outcome = TDomainCheckResult | 'taken';

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Words for the owner about what a check found. */
function messageFor(result: TDomainCheckResult, domain: string): string {
  if (result === 'verified') return DOMAIN_CLAIM_MESSAGES.verified;
  if (result === 'not_pointed') return DOMAIN_CLAIM_MESSAGES.notPointed(domain);
  if (result === 'no_record') return DOMAIN_CLAIM_MESSAGES.noRecord(domain);
  if (result === 'wrong_token') return DOMAIN_CLAIM_MESSAGES.wrongToken(domain);
  return DOMAIN_CLAIM_MESSAGES.dnsError;
}

/**
 * Domain ownership (issues 26, 35). 'Use existing domain' opens a pending claim with a random token inside the publish
 * transaction (a bought domain, once staff mark its order registered); the site goes live at /sites/{slug}/ at once
 * and `site.domain` (what Host serves and TLS is allowed for) is set only when the claim verifies, that is when DNS
 * shows the token at `_kea-verify.<domain>` and the root pointing here: by the owner's Verify, or by the background
 * re-check, which runs on every
 * instance, claims due rows with FOR UPDATE SKIP LOCKED and moves their next check forward in the same statement (so
 * no two instances resolve one claim at once), with back-off, for DOMAIN_CLAIM_HOURS. Claims of several accounts on
 * one domain may wait side by side: the first to verify wins (the unique site.domain and the partial unique index on
 * verified claims are the final word), the others expire.
 */
@Injectable()
export class DomainVerificationService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(DomainVerificationService.name);
  private readonly job = new PeriodicJob('Domain re-check', () => this.checkDue(), this.logger);

  constructor(
    @Inject(SQL_POOL) private readonly pool: Pool,
    @Inject(SITES_CONFIG) private readonly config: SitesConfig,
    private readonly dns: DomainDnsResolver,
    private readonly rateLimits: RateLimitService,
    private readonly sites: SitesService,
  ) {}

  onApplicationBootstrap(): void {
    // Said once at start: an operator sees why the builder offers no DNS records.
    if (this.config.targetsWarning) this.logger.warn(this.config.targetsWarning);
    this.job.start(this.config.checkSeconds);
  }

  onApplicationShutdown(): Promise<void> {
    return this.job.stop();
  }

  /**
   * Inside the publish transaction, for 'Use existing domain': the site's pending claim on `domain`, kept when one is
   * still waiting (so a record already added stays right), else a new one with a new token. Claims the site had on other
   * domains, pending or verified but no longer served, are dropped.
   */
  async open(client: PoolClient, userId: string, siteId: string, domain: string): Promise<void> {
    await this.dropOthers(client, siteId, domain);
    // A claim past its time is finished: a new one starts the 72 hours again.
    await client.query(
      `UPDATE site_domain_claim SET status = 'expired' WHERE site_id = $1 AND status = 'pending' AND created_at <= ${CLAIM_EXPIRED_SQL}`,
      [siteId],
    );
    await client.query(
      `INSERT INTO site_domain_claim (site_id, user_id, domain, token, next_check_at)
       VALUES ($1, $2, $3, $4, now() + make_interval(secs => ${FIRST_CHECK_SECONDS}))
       ON CONFLICT (site_id) WHERE status = 'pending' DO NOTHING`,
      [siteId, userId, domain, randomBytes(24).toString('base64url')],
    );
  }

  /** The site's claims on domains other than `domain` that it does not serve (pending, or verified and since replaced) go. */
  async dropOthers(client: PoolClient, siteId: string, domain: string): Promise<void> {
    await client.query(
      `DELETE FROM site_domain_claim c USING site s
        WHERE c.site_id = $1 AND s.id = c.site_id AND c.domain <> $2 AND c.domain IS DISTINCT FROM s.domain`,
      [siteId, domain],
    );
  }

  /** The owner's Verify: check the pending claim's records now. */
  async verifyNow(userId: string, siteId: string): Promise<TDomainVerifyResult> {
    await this.sites.getOwn(userId, siteId);
    const limit = await this.rateLimits.consume(`sites:domain-verify:${siteId}`, { limit: this.config.verifyRateLimit, windowSeconds: 60 });
    if (!limit.allowed) throw new TooManyRequestsException(DOMAIN_CLAIM_MESSAGES.rateLimited, limit.retryAfterSeconds);

    const claim = await this.newestClaim(siteId);
    if (!claim?.claim_domain || !claim.claim_token) throw new ConflictException(DOMAIN_CLAIM_MESSAGES.noClaim);
    const domain = claim.claim_domain;
    if (claim.claim_status === 'expired') {
      await this.pool.query(`UPDATE site_domain_claim SET status = 'expired' WHERE id = $1 AND status = 'pending'`, [claim.id]);
      // Lost to the first account that verified it, or simply out of time.
      const { rows } = await this.pool.query('SELECT 1 FROM site WHERE domain = $1 AND id <> $2', [domain, siteId]);
      throw new ConflictException(rows.length > 0 ? DOMAIN_CLAIM_MESSAGES.taken : DOMAIN_CLAIM_MESSAGES.expired);
    }
    let result: TDomainCheckResult = 'verified';
    if (claim.claim_status === 'pending') {
      const outcome = await this.check({ id: claim.id, domain, token: claim.claim_token });
      if (outcome === 'taken') throw new ConflictException(DOMAIN_CLAIM_MESSAGES.taken);
      result = outcome;
    }
    const after = await this.newestClaim(siteId);
    const view = after ? toDomainClaim(after, this.config.targets) : null;
    if (!view) throw new NotFoundException(DOMAIN_CLAIM_MESSAGES.noClaim);
    const pointsHere = result === 'verified' ? true : result === 'dns_error' ? null : result === 'not_pointed' ? false : null;
    return { result, message: messageFor(result, domain), pointsHere, claim: view };
  }

  /**
   * The background re-check: expires claims past their time, then resolves the due ones. Safe on several instances at
   * once: the statement that picks due claims also moves their next check forward (doubling, capped), under
   * FOR UPDATE SKIP LOCKED, so each due claim is resolved by one instance. Answers how many claims were checked.
   */
  async checkDue(): Promise<number> {
    await this.pool.query(`UPDATE site_domain_claim SET status = 'expired' WHERE status = 'pending' AND created_at <= ${CLAIM_EXPIRED_SQL}`);
    let checked = 0;
    for (;;) {
      const { rows } = await this.pool.query<DueClaim>(
        `WITH due AS (
           SELECT id FROM site_domain_claim
            WHERE status = 'pending' AND next_check_at <= now() AND created_at > ${CLAIM_EXPIRED_SQL}
            ORDER BY next_check_at
            LIMIT ${BATCH}
              FOR UPDATE SKIP LOCKED)
         UPDATE site_domain_claim c
            SET attempts = c.attempts + 1,
                next_check_at = now() + make_interval(secs => least(${FIRST_CHECK_SECONDS} * power(2, least(c.attempts + 1, 20)), ${MAX_CHECK_SECONDS}))
           FROM due WHERE c.id = due.id
         RETURNING c.id, c.domain, c.token`,
      );
      for (const claim of rows) {
        if (this.job.stopped) return checked;
        await this.check(claim).catch((error: unknown) => this.logger.error(`Checking domain ${claim.domain} failed: ${describe(error)}`));
        checked += 1;
      }
      if (rows.length < BATCH) return checked;
    }
  }

  /**
   * GET /api/sites/tls-allowed: whether Caddy may get a certificate for `domain`: a verified domain of a live site, or
   * its www name (which redirects to it, over HTTPS too).
   */
  async tlsAllowed(domain: string, clientAddress: string): Promise<TTlsAllowed> {
    const limit = await this.rateLimits.consume(`sites:tls-ask:ip:${clientAddress}`, { limit: this.config.tlsAskRateLimit, windowSeconds: 60 });
    if (!limit.allowed) throw new TooManyRequestsException(DOMAIN_CLAIM_MESSAGES.tlsRateLimited, limit.retryAfterSeconds);
    const bare = domain.startsWith('www.') ? domain.slice(4) : domain;
    // A paused site (unpaid) still has its notice page to serve over HTTPS, so live means published.
    const { rows } = await this.pool.query('SELECT 1 FROM site WHERE domain = ANY($1::text[]) AND live_version_id IS NOT NULL', [[domain, bare]]);
    if (rows.length === 0) throw new NotFoundException(DOMAIN_CLAIM_MESSAGES.tlsNotAllowed);
    return { domain, allowed: true };
  }

  private async newestClaim(siteId: string): Promise<ClaimRow | undefined> {
    const { rows } = await this.pool.query<ClaimRow>(
      `SELECT c.id, c.site_id, ${CLAIM_COLUMNS} FROM site_domain_claim c WHERE c.site_id = $1 ORDER BY c.created_at DESC, c.id DESC LIMIT 1`,
      [siteId],
    );
    return rows[0];
  }

  /** Checks one pending claim's records and keeps what was found; the token with the root pointing here verifies it. */
  private async check(claim: DueClaim): Promise<Outcome> {
    const inspection = await this.dns.inspect(claim.domain, claim.token, this.config.targets);
    await this.pool.query(
      `UPDATE site_domain_claim SET last_checked_at = now(), last_result = $2, record_states = $3::jsonb WHERE id = $1 AND status = 'pending'`,
      [claim.id, inspection.result, JSON.stringify(inspection.records)],
    );
    return inspection.result === 'verified' ? this.markVerified(claim.id) : inspection.result;
  }

  /**
   * One transaction: the claim verified, its domain the site's served domain, the site's claims on other domains and
   * other accounts' waiting claims on this one gone or expired. When another site won the domain first (a unique
   * constraint says so), this claim expires instead.
   */
  private async markVerified(claimId: string): Promise<Outcome> {
    try {
      return await inTransaction(this.pool, async (client) => {
        const { rows } = await client.query<{ site_id: string; domain: string; status: string }>(
          'SELECT site_id, domain, status FROM site_domain_claim WHERE id = $1 FOR UPDATE',
          [claimId],
        );
        const claim = rows[0];
        // Verified meanwhile (another instance), expired, or replaced by a new publish: nothing to do here.
        if (!claim || claim.status !== 'pending') return claim?.status === 'verified' ? 'verified' : 'no_record';
        await client.query('DELETE FROM site_domain_claim WHERE site_id = $1 AND id <> $2', [claim.site_id, claimId]);
        // A domain bought through the builder (its order registered) keeps saying so.
        await client.query(
          `UPDATE site SET domain = $2, updated_at = now(),
                  domain_kind = CASE WHEN EXISTS (SELECT 1 FROM domain_order WHERE site_id = $1 AND domain = $2 AND status = 'registered')
                                     THEN 'purchase' ELSE 'existing' END
            WHERE id = $1`,
          [claim.site_id, claim.domain],
        );
        await client.query(
          `UPDATE site_domain_claim SET status = 'verified', verified_at = now() WHERE id = $1`,
          [claimId],
        );
        await client.query(`UPDATE site_domain_claim SET status = 'expired' WHERE domain = $1 AND status = 'pending'`, [claim.domain]);
        return 'verified';
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      await this.pool.query(
        `UPDATE site_domain_claim SET status = 'expired', last_checked_at = now(), last_result = 'verified' WHERE id = $1 AND status = 'pending'`,
        [claimId],
      );
      return 'taken';
    }
  }
}
