import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { test } from '@playwright/test';
import { Pool } from 'pg';
import { freePort } from '../support/postgres';
import { startServer } from '../support/server';
import { testDatabaseUrl } from '../support/state';
import { adminCookie, percentile } from './probes';
import { printTable } from './table';

/*
 * Duplicate suggestions and merges over 10,000 leads (issue 27, Figures). The leads are seeded by SQL from small
 * pools of first names, surnames and companies, with about one in eight a near-duplicate of another (a letter
 * changed, the phone in another spelling, a second address at the same company domain or a free-mail one), so the
 * trigram lookups find what they would in a real agency's pipeline. Printed: the suggestions for one lead (p50/p95
 * over 200 sequential requests, each for a different lead), and a merge of a lead holding 200 related rows of mixed
 * kinds. Nothing is asserted.
 */

const LEADS = 10_000;
const WARM_UP = 20;
const SAMPLES = 200;
const MERGES = 5;

const FIRST = ['Aroha', 'Hemi', 'Mere', 'Tama', 'Kiri', 'Liam', 'Olivia', 'Noah', 'Amelia', 'Jack', 'Isla', 'Oliver', 'Charlotte', 'Leo', 'Mia', 'George', 'Ava', 'Luca', 'Sophie', 'Wiremu'];
/**
 * Surnames of four syllables picked by a hash of the person (24^4 of them): two people rarely share a first name and
 * three syllables of a surname, so the near-duplicates found are the ones seeded, as in a real pipeline.
 */
const SYLLABLES = ['ka', 'ri', 'to', 'ma', 'ne', 'hu', 'wi', 'ra', 'te', 'po', 'lan', 'ber', 'son', 'mor', 'vic', 'dal', 'sha', 'gu', 'fen', 'ol', 'bri', 'zu', 'kel', 'ant'];
const TRADE = ['Plumbing', 'Electrical', 'Cafe', 'Dental', 'Builders', 'Accounting', 'Florists', 'Tours', 'Legal', 'Logistics'];


test('duplicate suggestions and a merge of 200 related rows over 10,000 leads', async () => {
  test.setTimeout(300_000);
  const databaseUrl = testDatabaseUrl();
  const pool = new Pool({ connectionString: databaseUrl, max: 2 });
  const tag = `dupes${randomUUID().slice(0, 8)}`;
  // One statement. Lead n is a person; every eighth lead repeats lead n - 1 with a typo in the surname, the phone
  // written another way and a second address (a free-mail one or another at the same domain). The run's tag is only
  // in the addresses: in a name it would make every lead look alike.
  await pool.query(
    `INSERT INTO lead (first_name, last_name, email, phone, company, message, status, created_at)
     SELECT first_name,
            CASE WHEN twin THEN overlay(last_name placing 'x' from 2 for 1) ELSE last_name END,
            CASE WHEN twin AND person % 2 = 0 THEN 'p' || person || '-' || $1 || '@gmail.com'
                 WHEN twin THEN 'office' || person || '@' || domain ELSE 'p' || person || '@' || domain END,
            CASE WHEN person % 5 = 0 THEN NULL WHEN twin THEN '+64 21 ' || (1000000 + person) ELSE '021 ' || (1000000 + person) END,
            CASE WHEN person % 3 = 0 THEN NULL ELSE company END,
            'Hello from lead ' || n, 'new', now() - make_interval(mins => n * 7)
       FROM (SELECT n, n % 8 = 0 AS twin, CASE WHEN n % 8 = 0 THEN n - 1 ELSE n END AS person FROM generate_series(1, $2::int) AS n) s,
            LATERAL (SELECT ($3::text[])[1 + person % 20] AS first_name, surname AS last_name,
                            surname || ' ' || ($5::text[])[1 + person % array_length($5::text[], 1)] AS company,
                            'co' || (person % 997) || '-' || $1 || '.co.nz' AS domain
                       FROM (SELECT initcap(($4::text[])[1 + (hashint4(person) & 1048575) % 24] || ($4::text[])[1 + (hashint4(person + 1) & 1048575) % 24]
                                            || ($4::text[])[1 + (hashint4(person + 2) & 1048575) % 24] || ($4::text[])[1 + (hashint4(person + 3) & 1048575) % 24]) AS surname) x) p`,
    [tag, LEADS, FIRST, SYLLABLES, TRADE],
  );
  // As autovacuum would have by now: the trigram index's pending entries merged in, the planner's figures fresh.
  await pool.query('VACUUM ANALYZE lead');
  const total = (await pool.query<{ count: number }>('SELECT count(*)::int AS count FROM lead')).rows[0]?.count ?? 0;

  const api = await startServer({ port: await freePort(), databaseUrl });
  try {
    const cookie = await adminCookie(api.baseUrl);
    const headers = { cookie, 'content-type': 'application/json' };

    // Suggestions, each request for another of this run's leads, one at a time as one admin's browser sends them.
    const targets = (await pool.query<{ id: string }>(`SELECT id FROM lead WHERE email LIKE '%' || $1 || '%' ORDER BY random() LIMIT $2`, [tag, WARM_UP + SAMPLES])).rows.map(
      (row) => row.id,
    );
    let suggested = 0;
    const suggest = async (id: string) => {
      const started = performance.now();
      const response = await fetch(`${api.baseUrl}/api/leads/${id}/duplicates`, { headers: { cookie } });
      if (response.status !== 200) throw new Error(`duplicates: ${response.status} ${await response.text()}`);
      suggested += ((await response.json()) as { items: unknown[] }).items.length;
      return performance.now() - started;
    };
    for (const id of targets.slice(0, WARM_UP)) await suggest(id);
    suggested = 0;
    const times: number[] = [];
    for (const id of targets.slice(WARM_UP)) times.push(await suggest(id));
    times.sort((a, b) => a - b);

    // Merges: each merged lead holds 200 rows of mixed kinds (notes, changes, bookings, e-mails by its address,
    // a live chat, an onboarding chat, wizard answers, dismissed pairs).
    const mergeTimes: number[] = [];
    let moved: Record<string, number> = {};
    const pairs = (await pool.query<{ id: string; email: string }>(`SELECT id, email FROM lead WHERE email LIKE '%' || $1 || '%' ORDER BY created_at LIMIT $2`, [tag, MERGES * 2 + 8])).rows;
    const others = pairs.slice(MERGES * 2).map((row) => row.id);
    for (let index = 0; index < MERGES; index += 1) {
      const survivor = pairs[index * 2];
      const merged = pairs[index * 2 + 1];
      if (!survivor || !merged) throw new Error('not enough leads');
      await seedRelatedRows(pool, merged.id, merged.email, others, tag);
      const started = performance.now();
      const response = await fetch(`${api.baseUrl}/api/leads/${survivor.id}/merge`, { method: 'POST', headers, body: JSON.stringify({ mergedLeadId: merged.id }) });
      const took = performance.now() - started;
      if (response.status !== 200) throw new Error(`merge: ${response.status} ${await response.text()}`);
      moved = ((await response.json()) as { moved: Record<string, number> }).moved;
      mergeTimes.push(took);
    }
    mergeTimes.sort((a, b) => a - b);

    printTable(`Duplicate suggestions over ${total.toLocaleString('en-NZ')} leads: ${SAMPLES} sequential requests, each for another lead, after ${WARM_UP} to warm up`, [
      {
        call: 'GET /api/leads/:id/duplicates',
        'suggestions per lead': (suggested / SAMPLES).toFixed(2),
        'p50 ms': percentile(times, 50).toFixed(1),
        'p95 ms': percentile(times, 95).toFixed(1),
        'max ms': percentile(times, 100).toFixed(1),
      },
    ]);
    printTable(`A merge of a lead holding 200 related rows (${MERGES} merges, each of a fresh pair)`, [
      {
        call: 'POST /api/leads/:id/merge',
        'rows moved (by table)': Object.entries(moved)
          .filter(([, count]) => count > 0)
          .map(([table, count]) => `${table} ${count}`)
          .join(', '),
        'median ms': percentile(mergeTimes, 50).toFixed(1),
        'max ms': percentile(mergeTimes, 100).toFixed(1),
      },
    ]);
  } finally {
    await api.stop();
    // Only this run's rows: the database is shared with the other benches.
    await pool.query(`DELETE FROM appointment WHERE client_name = $1`, [`Bench ${tag}`]);
    await pool.query(`DELETE FROM outbox_email WHERE subject = $1`, [`Bench ${tag}`]);
    await pool.query(`DELETE FROM chat_conversation WHERE visitor_name = $1`, [`Bench ${tag}`]);
    await pool.query(`DELETE FROM onboarding_chat WHERE contact_name = $1`, [`Bench ${tag}`]);
    await pool.query(`DELETE FROM lead WHERE email LIKE '%' || $1 || '%'`, [tag]);
    await pool.query(`DELETE FROM discovery_response WHERE business_name = $1`, [`Bench ${tag}`]);
    await pool.query(`DELETE FROM lead_merge WHERE merged_email LIKE '%' || $1 || '%'`, [tag]);
    await pool.end();
  }
});

/**
 * 200 rows tied to one lead: 80 notes, 60 changes, 40 bookings (completed, half an hour apart in the past), 9
 * outbox e-mails to its address, one live chat, one onboarding chat, one wizard record and 8 dismissed pairs.
 */
async function seedRelatedRows(pool: Pool, leadId: string, email: string, others: string[], tag: string): Promise<void> {
  const label = `Bench ${tag}`;
  await pool.query(`INSERT INTO lead_note (lead_id, author_name, body) SELECT $1, 'Bench', 'Note ' || n FROM generate_series(1, 80) n`, [leadId]);
  await pool.query(
    `INSERT INTO lead_change (lead_id, field, from_value, to_value, actor_name)
     SELECT $1, 'status', (ARRAY['new', 'warm'])[1 + n % 2], (ARRAY['warm', 'new'])[1 + n % 2], 'Bench' FROM generate_series(1, 60) n`,
    [leadId],
  );
  await pool.query(
    `INSERT INTO appointment (client_name, client_email, service_interest, starts_at, ends_at, status, token_hash, lead_id)
     SELECT $2, $3, 'general_inquiry', t, t + interval '30 minutes', 'completed', sha256(convert_to(gen_random_uuid()::text, 'UTF8')), $1::uuid
       FROM (SELECT date_trunc('hour', now()) - make_interval(days => 400 + (hashtext($1::text) & 1023)) + n * interval '30 minutes' AS t
               FROM generate_series(1, 40) n) times`,
    [leadId, label, email],
  );
  await pool.query(`INSERT INTO outbox_email (kind, to_address, subject, text_body, reference) SELECT 'lead.email', $1, $2, 'Hi', 'lead:' || $3 FROM generate_series(1, 9)`, [
    email,
    label,
    leadId,
  ]);
  await pool.query(`INSERT INTO chat_conversation (id, visitor_name, visitor_email, lead_id) VALUES (replace(gen_random_uuid()::text, '-', ''), $2, $3, $1)`, [leadId, label, email]);
  await pool.query(
    `INSERT INTO onboarding_chat (session_id, stage, status, contact_name, contact_email, lead_id)
     VALUES ('session_' || (extract(epoch FROM clock_timestamp()) * 1000)::bigint || '_' || replace(gen_random_uuid()::text, '-', ''), 'contact', 'converted', $2, $3, $1)`,
    [leadId, label, email],
  );
  await pool.query(
    `INSERT INTO discovery_response (lead_id, business_name, services, goals, budget, timeline)
     VALUES ($1, $2, ARRAY['Digital Marketing'], 'More customers', 'Under $5,000', '1-3 months')`,
    [leadId, label],
  );
  const dismissals = others.filter((other) => other !== leadId).slice(0, 8);
  await pool.query(
    `INSERT INTO lead_duplicate_dismissal (lead_id, other_lead_id) SELECT least($1::uuid, o), greatest($1::uuid, o) FROM unnest($2::uuid[]) o ON CONFLICT DO NOTHING`,
    [leadId, dismissals],
  );
}
