import type { FastifyReply } from 'fastify';
import { publishedSitePolicy } from '../common/http/security-headers';
import type { SqlExecutor } from '../mail/outbox.service';

/*
 * What the site hosting asks before it serves a published site: may this site be served, and if not, what do visitors
 * see. The rule (README.md 'Live when paid', 'One plan per site'): a site is paused while an invoice of a subscription
 * that covers it (the owner's subscription that names the site, or names no site) is unpaid past the end of its grace
 * period, and after its plan was cancelled and its paid period ended. The grace
 * end is stored on the invoice when it is issued, so this needs no configuration and one indexed statement a visit.
 */

/** The subscriptions covering a site: its owner's that name it or name no site. */
const COVERING = `site s JOIN subscription sub ON sub.user_id = s.user_id AND (sub.site_id = s.id OR sub.site_id IS NULL)`;
/** Open and not past its cancellation date (the renewal run marks it cancelled a little later). */
const RUNNING = `sub.status <> 'cancelled' AND (sub.cancel_at IS NULL OR sub.cancel_at > now())`;

/*
 * Paused (1) while a running subscription covering the site has a hosting invoice unpaid past its grace end (a domain's
 * invoice never pauses a site), or (2) once the
 * owner's cancellation has taken effect (the end of the paid period) and no other running subscription covers it.
 * A subscription cancelled otherwise (a duplicate closed by a migration, cancel_at never set) pauses nothing.
 */
const PAUSED = `
  SELECT EXISTS (
    SELECT 1 FROM ${COVERING} JOIN invoice i ON i.subscription_id = sub.id
     WHERE s.id = $1 AND ${RUNNING} AND i.kind = 'hosting' AND i.status = 'unpaid' AND i.grace_ends_at <= now()
  ) OR (
    EXISTS (SELECT 1 FROM ${COVERING} WHERE s.id = $1 AND sub.cancel_at <= now())
    AND NOT EXISTS (SELECT 1 FROM ${COVERING} WHERE s.id = $1 AND ${RUNNING})
  ) AS paused`;

export async function isSitePaused(executor: SqlExecutor, siteId: string): Promise<boolean> {
  const { rows } = await executor.query<{ paused: boolean }>(PAUSED, [siteId]);
  return rows[0]?.paused === true;
}

/**
 * 503 with Retry-After rather than 402: the visitor is not the one who owes anything, 402 has no agreed meaning for
 * browsers or crawlers, and 503 tells search engines the outage is temporary (they keep the page and come back).
 * An hour: payment serves the site again at once, so a crawler need not wait longer than that to see it.
 */
export const PAUSED_RETRY_AFTER_SECONDS = 3600;

/** What visitors see: no business name, no billing words, nothing that embarrasses the site's owner. No script. */
export const SITE_PAUSED_HTML = `<!doctype html>
<html lang="en-NZ">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Temporarily unavailable</title>
<style>body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f8fafc;color:#1e293b}main{max-width:32rem;padding:2rem;text-align:center}h1{font-size:1.5rem;margin:0 0 .75rem}p{margin:0;line-height:1.6;color:#475569}</style>
</head>
<body>
<main>
<h1>This site is temporarily unavailable</h1>
<p>Please check back soon.</p>
</main>
</body>
</html>
`;

const PAUSED_POLICY = publishedSitePolicy(SITE_PAUSED_HTML);

/** Sends the notice with a published site's own strict policy; never cached, so payment shows at once. */
export function sendSitePaused(reply: FastifyReply): FastifyReply {
  return reply
    .code(503)
    .header('retry-after', String(PAUSED_RETRY_AFTER_SECONDS))
    .header('cache-control', 'no-store')
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', PAUSED_POLICY)
    .header('x-frame-options', 'SAMEORIGIN')
    .send(SITE_PAUSED_HTML);
}
