import { randomUUID } from 'node:crypto';
import type { Client } from 'pg';
import request from 'supertest';
import { LEAD_MERGE_CONFLICT_MESSAGE, LEAD_MERGE_SELF_MESSAGE, ZLeadDetail, ZLeadDuplicates, ZLeadMergeResult } from '@agency/contracts';
import { type Agent, registerClient, startAdminTestApp, type AdminTestApp, uniqueEmail } from '../../../test/test-app';
import { LEAD_FOREIGN_KEYS_MOVED } from './lead-merge.service';

function post(agent: Agent, url: string, body?: unknown) {
  // A JSON content type even without a body: the CSRF check refuses a state change that could come from a plain form.
  const call = agent.post(url).set('content-type', 'application/json');
  return body === undefined ? call : call.send(JSON.stringify(body));
}

interface LeadSeed {
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string | null;
  company?: string | null;
}

describe('duplicate suggestions and the merge of two leads', () => {
  let crm: AdminTestApp;
  let db: Client;

  beforeAll(async () => {
    crm = await startAdminTestApp();
    db = crm.db;
  }, 60_000);
  afterAll(() => crm.close());

  async function seedLead(seed: LeadSeed = {}): Promise<string> {
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO lead (first_name, last_name, email, phone, company, message) VALUES ($1, $2, $3, $4, $5, 'Hello from the form') RETURNING id`,
      [seed.firstName ?? 'Hemi', seed.lastName ?? `Walker${randomUUID().slice(0, 8)}`, seed.email ?? uniqueEmail('merge'), seed.phone ?? null, seed.company ?? null],
    );
    return rows[0]?.id ?? '';
  }

  /** One row of every kind tied to a lead, by its id (and, for e-mails, by its address). */
  async function seedRelated(leadId: string, email: string, options: { uniqueKinds: boolean }): Promise<void> {
    await db.query(`INSERT INTO lead_note (lead_id, author_name, body) VALUES ($1, 'Ana', 'Called, wants a quote')`, [leadId]);
    await db.query(`INSERT INTO lead_change (lead_id, field, from_value, to_value, actor_name) VALUES ($1, 'status', 'new', 'warm', 'Ana')`, [leadId]);
    await db.query(
      `INSERT INTO appointment (client_name, client_email, service_interest, starts_at, ends_at, status, token_hash, lead_id)
       VALUES ('Hemi Walker', $2, 'general_inquiry', $3::timestamptz, $3::timestamptz + interval '30 minutes', 'completed',
               sha256(convert_to($4, 'UTF8')), $1)`,
      [leadId, email, new Date(Date.UTC(2020, 0, 1) + Math.floor(Math.random() * 1e6) * 1_800_000).toISOString(), randomUUID()],
    );
    await db.query(`INSERT INTO outbox_email (kind, to_address, subject, text_body, reference) VALUES ('lead.email', $1, 'Your quote', 'Hi', $2)`, [
      email,
      `lead:${leadId}`,
    ]);
    if (!options.uniqueKinds) return;
    await db.query(
      `INSERT INTO chat_conversation (id, visitor_email, last_message_id, last_message, lead_id) VALUES ($1, $2, 0, NULL, $3)`,
      [randomUUID().replace(/-/g, ''), email, leadId],
    );
    await db.query(
      `INSERT INTO onboarding_chat (session_id, stage, status, contact_email, lead_id) VALUES ($1, 'contact', 'converted', $2, $3)`,
      [`session_${Date.now()}_${randomUUID().replace(/-/g, '')}`, email, leadId],
    );
    await db.query(
      `INSERT INTO discovery_response (lead_id, business_name, services, goals, budget, timeline)
       VALUES ($1, 'Kiwi Bakery', ARRAY['Digital Marketing'], 'More customers', 'Under $5,000', '1-3 months')`,
      [leadId],
    );
  }

  /** How many rows each foreign key to `lead` holds for these leads. */
  async function rowsFor(leadIds: string[]): Promise<Record<string, number>> {
    const counts: Record<string, number> = {};
    for (const key of LEAD_FOREIGN_KEYS_MOVED) {
      const [table, column] = key.split('.');
      const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE ${column} = ANY($1::uuid[])`, [leadIds]);
      counts[key] = rows[0]?.n ?? 0;
    }
    return counts;
  }

  it('handles every foreign key to lead that the database has (a new table tied to a lead fails here until the merge moves it)', async () => {
    const { rows } = await db.query<{ key: string }>(
      `SELECT c.conrelid::regclass::text || '.' || a.attname AS key
         FROM pg_constraint c JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY(c.conkey)
        WHERE c.contype = 'f' AND c.confrelid = 'lead'::regclass
        ORDER BY 1`,
    );
    expect(rows.map((row) => row.key)).toEqual([...LEAD_FOREIGN_KEYS_MOVED].sort());
  });

  it('moves every kind of related row to the survivor, loses none, keeps the merged enquiry and records who merged', async () => {
    const survivorEmail = uniqueEmail('survivor');
    const mergedEmail = uniqueEmail('second-address');
    const survivor = await seedLead({ firstName: 'Aroha', lastName: 'Ngata', email: survivorEmail, phone: null, company: 'Ngata Design' });
    const merged = await seedLead({ firstName: 'Arowha', lastName: 'Ngatta', email: mergedEmail, phone: '+64 21 555 0199', company: null });
    await seedRelated(merged, mergedEmail, { uniqueKinds: true });
    await seedRelated(survivor, survivorEmail, { uniqueKinds: false });
    const otherLead = await seedLead();
    await post(crm.admin, `/api/leads/${merged}/duplicates/${otherLead}/dismiss`).expect(204);
    // An earlier merge into the merged lead: its record follows to the survivor, so the chain stays on one page.
    const earlier = await seedLead({ email: uniqueEmail('earlier') });
    await post(crm.admin, `/api/leads/${merged}/merge`, { mergedLeadId: earlier }).expect(200);
    const before = await rowsFor([survivor, merged]);

    const response = await post(crm.admin, `/api/leads/${survivor}/merge`, { mergedLeadId: merged, takeFromMerged: ['phone'] });
    expect(response.status).toBe(200);
    const result = ZLeadMergeResult.parse(response.body);
    expect(result.lead).toMatchObject({ id: survivor, firstName: 'Aroha', lastName: 'Ngata', email: survivorEmail, phone: '+64 21 555 0199', company: 'Ngata Design' });

    // Every row is now the survivor's: per table, what both leads held before (plus the merge's own audit entries).
    const after = await rowsFor([survivor, merged]);
    const onSurvivor = await rowsFor([survivor]);
    expect(onSurvivor).toEqual(after);
    // A dismissed pair is stored smaller id first, so a moved one may change column: count the pairs.
    const pairs = (counts: Record<string, number>) => (counts['lead_duplicate_dismissal.lead_id'] ?? 0) + (counts['lead_duplicate_dismissal.other_lead_id'] ?? 0);
    expect(pairs(after)).toBe(pairs(before));
    const withoutPairs = ({ 'lead_duplicate_dismissal.lead_id': _a, 'lead_duplicate_dismissal.other_lead_id': _b, ...rest }: Record<string, number>) => rest;
    // Plus the merge's own audit entry and record.
    expect(withoutPairs(after)).toEqual({
      ...withoutPairs(before),
      'lead_change.lead_id': (before['lead_change.lead_id'] ?? 0) + 1,
      'lead_merge.survivor_id': (before['lead_merge.survivor_id'] ?? 0) + 1,
    });
    expect(before['lead_merge.survivor_id']).toBe(1);
    expect(before['appointment.lead_id']).toBe(2);
    for (const key of ['chat_conversation.lead_id', 'onboarding_chat.lead_id', 'discovery_response.lead_id', 'lead_note.lead_id']) {
      expect([key, onSurvivor[key]]).toEqual([key, before[key]]);
    }
    expect((await db.query('SELECT 1 FROM lead WHERE id = $1', [merged])).rowCount).toBe(0);
    const record = await db.query(`SELECT merged_email, merged_lead->>'phone' AS phone, author_name FROM lead_merge WHERE merged_lead_id = $1`, [merged]);
    expect(record.rows[0]).toEqual({ merged_email: mergedEmail, phone: '+64 21 555 0199', author_name: expect.any(String) });

    // The survivor's page: both notes, the other address's booking and e-mail, its enquiry, and the audit entry.
    const detail = ZLeadDetail.parse((await crm.admin.get(`/api/leads/${survivor}`).expect(200)).body);
    expect(detail.notes).toHaveLength(2);
    const kinds = detail.timeline.map((item) => item.kind);
    expect(kinds.filter((kind) => kind === 'booking')).toHaveLength(2);
    expect(kinds.filter((kind) => kind === 'email')).toHaveLength(2);
    expect(kinds.filter((kind) => kind === 'enquiry')).toHaveLength(3);
    expect(kinds).toEqual(expect.arrayContaining(['wizard', 'onboarding_chat']));
    const audit = detail.changes.find((change) => change.field === 'merge');
    expect(audit).toMatchObject({ from: `Arowha Ngatta <${mergedEmail}>`, to: `Aroha Ngata <${survivorEmail}>`, actorName: expect.any(String) });
    expect(detail.timeline.map((item) => item.title)).toContain(`Merged Arowha Ngatta <${mergedEmail}> into this lead`);
  });

  it('keeps a second chat, onboarding chat and wizard record unlinked (not deleted) when the survivor already has one', async () => {
    const survivorEmail = uniqueEmail('both-survivor');
    const mergedEmail = uniqueEmail('both-merged');
    const survivor = await seedLead({ email: survivorEmail });
    const merged = await seedLead({ email: mergedEmail });
    await seedRelated(survivor, survivorEmail, { uniqueKinds: true });
    await seedRelated(merged, mergedEmail, { uniqueKinds: true });
    const total = async () =>
      (
        await db.query<{ n: number }>(
          `SELECT (SELECT count(*) FROM chat_conversation WHERE visitor_email = ANY($1)) + (SELECT count(*) FROM onboarding_chat WHERE contact_email = ANY($1))
                  + (SELECT count(*) FROM discovery_response WHERE lead_id = ANY($2) OR lead_id IS NULL AND business_name = 'Kiwi Bakery') AS n`,
          [
            [survivorEmail, mergedEmail],
            [survivor, merged],
          ],
        )
      ).rows[0]?.n;
    const before = Number(await total());
    const result = ZLeadMergeResult.parse((await post(crm.admin, `/api/leads/${survivor}/merge`, { mergedLeadId: merged }).expect(200)).body);
    expect(result.moved).toMatchObject({ chat_conversation_unlinked: 1, onboarding_chat_unlinked: 1, discovery_response_unlinked: 1 });
    expect(Number(await total())).toBeGreaterThanOrEqual(before);
    const detail = ZLeadDetail.parse((await crm.admin.get(`/api/leads/${survivor}`).expect(200)).body);
    // Both transcripts stay on the survivor's page: the other one is found by the merged address.
    expect(detail.timeline.filter((item) => item.kind === 'onboarding_chat')).toHaveLength(2);
  });

  it("reaches the survivor from the merged lead's address: a later chat from it joins the survivor, no new lead", async () => {
    const survivorEmail = uniqueEmail('kept');
    const mergedEmail = uniqueEmail('old-address');
    const survivor = await seedLead({ email: survivorEmail });
    const merged = await seedLead({ email: mergedEmail });
    await post(crm.admin, `/api/leads/${survivor}/merge`, { mergedLeadId: merged }).expect(200);

    const conversationId = randomUUID().replace(/-/g, '');
    await db.query(`INSERT INTO chat_conversation (id, visitor_email, last_message_id, last_message) VALUES ($1, $2, 0, NULL)`, [
      conversationId,
      mergedEmail,
    ]);
    const linked = await post(crm.admin, `/api/chat/conversations/${conversationId}/lead`);
    expect(linked.status).toBe(200);
    expect(linked.body).toEqual({ leadId: survivor });
    expect((await db.query('SELECT 1 FROM lead WHERE email = $1', [mergedEmail])).rowCount).toBe(0);
  });

  it('refuses a merge into itself (400), an unknown lead (404) and a client (403), changing nothing', async () => {
    const lead = await seedLead();
    const self = await post(crm.admin, `/api/leads/${lead}/merge`, { mergedLeadId: lead });
    expect(self.status).toBe(400);
    expect(JSON.stringify(self.body)).toContain(LEAD_MERGE_SELF_MESSAGE);
    expect((await post(crm.admin, `/api/leads/${lead}/merge`, { mergedLeadId: randomUUID() })).status).toBe(404);
    expect((await post(crm.admin, `/api/leads/${randomUUID()}/merge`, { mergedLeadId: lead })).status).toBe(404);
    expect((await post(crm.admin, `/api/leads/${lead}/merge`, { mergedLeadId: 'not-an-id' })).status).toBe(400);
    expect((await post(crm.admin, `/api/leads/${lead}/merge`, { mergedLeadId: lead, takeFromMerged: ['email'] })).status).toBe(400);
    const other = await seedLead();
    const asClient = (await registerClient(crm.server.url)).agent;
    expect((await post(asClient, `/api/leads/${lead}/merge`, { mergedLeadId: other })).status).toBe(403);
    expect((await request(crm.server.url).post(`/api/leads/${lead}/merge`).send({ mergedLeadId: other })).status).toBe(401);
    expect((await db.query('SELECT 1 FROM lead WHERE id = ANY($1::uuid[])', [[lead, other]])).rowCount).toBe(2);
    expect((await db.query(`SELECT 1 FROM lead_change WHERE lead_id = $1 AND field = 'merge'`, [lead])).rowCount).toBe(0);
  });

  it('lets one of two concurrent merges of the same pair win; the other gets a 409', async () => {
    const first = await seedLead();
    const second = await seedLead();
    await seedRelated(second, uniqueEmail('race'), { uniqueKinds: true });
    const [a, b] = await Promise.all([
      post(crm.admin, `/api/leads/${first}/merge`, { mergedLeadId: second }),
      post(crm.admin, `/api/leads/${second}/merge`, { mergedLeadId: first }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect(JSON.stringify((a.status === 409 ? a : b).body)).toContain(LEAD_MERGE_CONFLICT_MESSAGE);
    expect((await db.query('SELECT 1 FROM lead WHERE id = ANY($1::uuid[])', [[first, second]])).rowCount).toBe(1);
    expect((await db.query(`SELECT 1 FROM lead_change WHERE lead_id = ANY($1::uuid[]) AND field = 'merge'`, [[first, second]])).rowCount).toBe(1);
    // The same merge sent again after it happened is told so too.
    const winner = a.status === 200 ? first : second;
    const loser = a.status === 200 ? second : first;
    expect((await post(crm.admin, `/api/leads/${winner}/merge`, { mergedLeadId: loser })).status).toBe(409);
  });

  it('suggests the same person (same phone, similar spelling, same company domain) with the reasons, and remembers a dismissal', async () => {
    const tag = randomUUID().slice(0, 6);
    const domain = `kiwi-${tag}.co.nz`;
    const lead = await seedLead({ firstName: 'Katherine', lastName: `Tepania${tag}`, email: `kath@${domain}`, phone: '+64 21 987 6543', company: `Tepania Plumbing ${tag}` });
    const samePhone = await seedLead({ firstName: 'Kathy', lastName: 'Smith', phone: '021-987-6543' });
    const similar = await seedLead({ firstName: 'Katherine', lastName: `Tepanya${tag}`, company: `Tepania Plumbing Ltd ${tag}` });
    const sameDomain = await seedLead({ firstName: 'Kath', lastName: `Tepania${tag}`, email: `accounts@${domain}` });
    const freeMail = await seedLead({ firstName: 'Someone', lastName: 'Else', email: `${tag}@gmail.com` });
    await seedLead({ firstName: 'Someone', lastName: 'Different', email: `${tag}-2@gmail.com` });

    const list = async (id: string) => ZLeadDuplicates.parse((await crm.admin.get(`/api/leads/${id}/duplicates`).expect(200)).body).items;
    const items = await list(lead);
    const reasons = Object.fromEntries(items.map((item) => [item.leadId, item.reasons]));
    expect(reasons[samePhone]).toEqual(['Same phone']);
    expect(reasons[similar]).toEqual(['Similar name and company']);
    expect(reasons[sameDomain]).toContain('Same e-mail domain and similar name');
    expect(items.map((item) => item.leadId)).not.toContain(lead);
    // A shared free-mail domain says nothing.
    expect((await list(freeMail)).map((item) => item.leadId)).toEqual([]);

    await post(crm.admin, `/api/leads/${samePhone}/duplicates/${lead}/dismiss`).expect(204);
    await post(crm.admin, `/api/leads/${lead}/duplicates/${samePhone}/dismiss`).expect(204);
    expect((await list(lead)).map((item) => item.leadId)).not.toContain(samePhone);
    expect((await list(samePhone)).map((item) => item.leadId)).not.toContain(lead);
    const [low, high] = [lead, samePhone].sort();
    expect((await db.query('SELECT 1 FROM lead_duplicate_dismissal WHERE lead_id = $1 AND other_lead_id = $2', [low, high])).rowCount).toBe(1);
    await expect(db.query('INSERT INTO lead_duplicate_dismissal (lead_id, other_lead_id) VALUES ($1, $2)', [high, low])).rejects.toThrow(/order_check/);

    expect((await post(crm.admin, `/api/leads/${lead}/duplicates/${lead}/dismiss`)).status).toBe(400);
    expect((await post(crm.admin, `/api/leads/${lead}/duplicates/${randomUUID()}/dismiss`)).status).toBe(404);
    expect((await crm.admin.get(`/api/leads/${randomUUID()}/duplicates`)).status).toBe(404);
  });
});
