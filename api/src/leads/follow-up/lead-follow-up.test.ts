import { Client } from 'pg';
import request from 'supertest';
import {
  FOLLOW_UP_DATE_MESSAGE,
  FOLLOW_UP_PAST_MESSAGE,
  LEAD_OWNER_NOT_ADMIN_MESSAGE,
  nzIsoDate,
  ZFollowUpsToday,
  ZLeadDetail,
  ZLeadFollowUp,
} from '@agency/contracts';
import { type Agent, registerClient, startAdminTestApp, type AdminTestApp, uniqueEmail } from '../../../test/test-app';
import { FOLLOW_UP_REMINDER_KIND, FollowUpReminderService } from './follow-up-reminder.service';

function put(agent: Agent, leadId: string, body: unknown) {
  return agent.put(`/api/leads/${leadId}/follow-up`).set('content-type', 'application/json').send(JSON.stringify(body));
}

describe("a lead's owner and follow-up day, and the owner's reminder on the morning of the day", () => {
  let crm: AdminTestApp;
  let db: Client;
  let adminId: string;
  let otherAdminId: string;
  let clientId: string;
  let reminders: FollowUpReminderService;

  beforeAll(async () => {
    // The tests run the reminder job themselves, with their own clock.
    process.env.LEAD_FOLLOW_UP_CHECK_SECONDS = '0';
    crm = await startAdminTestApp();
    delete process.env.LEAD_FOLLOW_UP_CHECK_SECONDS;
    db = crm.db;
    reminders = crm.server.app.get(FollowUpReminderService);
    adminId = (await db.query<{ id: string }>('SELECT id FROM "user" WHERE email = $1', [crm.adminEmail])).rows[0]?.id ?? '';
    const other = await registerClient(crm.server.url, { firstName: 'Mere' });
    await db.query(`UPDATE "user" SET role = 'admin', last_name = 'Tamihana' WHERE id = $1`, [other.user.id]);
    otherAdminId = other.user.id;
    clientId = (await registerClient(crm.server.url)).user.id;
  }, 60_000);
  afterAll(() => crm.close());

  async function seedLead(): Promise<string> {
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO lead (first_name, last_name, email, company, message) VALUES ('Hemi', 'Walker', $1, 'Kiwi Bakery', 'Hello') RETURNING id`,
      [uniqueEmail('follow-up')],
    );
    return rows[0]?.id ?? '';
  }

  const leadRow = async (id: string) =>
    (await db.query(`SELECT owner_id, to_char(follow_up_on, 'YYYY-MM-DD') AS follow_up_on FROM lead WHERE id = $1`, [id])).rows[0];

  it('sets the owner and the day, admin only, and records each change with its author in the history', async () => {
    const leadId = await seedLead();
    const today = nzIsoDate();

    const anonymous = await request(crm.server.url).put(`/api/leads/${leadId}/follow-up`).send({ ownerId: adminId, followUpOn: today });
    expect(anonymous.status).toBe(401);
    const asClient = (await registerClient(crm.server.url)).agent;
    expect((await put(asClient, leadId, { ownerId: adminId, followUpOn: today })).status).toBe(403);
    expect(await leadRow(leadId)).toEqual({ owner_id: null, follow_up_on: null });

    const set = await put(crm.admin, leadId, { ownerId: otherAdminId, followUpOn: today });
    expect(set.status).toBe(200);
    const body = ZLeadFollowUp.parse(set.body);
    expect(body).toMatchObject({ leadId, ownerId: otherAdminId, followUpOn: today });
    expect(body.admins).toEqual(expect.arrayContaining([{ id: otherAdminId, name: 'Mere Tamihana' }]));
    expect(body.admins.map((admin) => admin.id)).not.toContain(clientId);
    expect(await leadRow(leadId)).toEqual({ owner_id: otherAdminId, follow_up_on: today });
    expect(ZLeadFollowUp.parse((await crm.admin.get(`/api/leads/${leadId}/follow-up`)).body)).toEqual(body);

    // The same again changes nothing; clearing the day records one change.
    await put(crm.admin, leadId, { ownerId: otherAdminId, followUpOn: today });
    await put(crm.admin, leadId, { ownerId: otherAdminId, followUpOn: null });
    const detail = ZLeadDetail.parse((await crm.admin.get(`/api/leads/${leadId}`)).body);
    const changes = detail.changes.map(({ field, from, to }) => ({ field, from, to }));
    expect(changes).toHaveLength(3);
    expect(changes).toEqual(
      expect.arrayContaining([
        { field: 'owner', from: null, to: 'Mere Tamihana' },
        { field: 'followUp', from: null, to: today },
        { field: 'followUp', from: today, to: null },
      ]),
    );
    const actors = await db.query('SELECT DISTINCT actor_id FROM lead_change WHERE lead_id = $1', [leadId]);
    expect(actors.rows).toEqual([{ actor_id: adminId }]);
    expect(detail.timeline.map((event) => event.title)).toEqual(
      expect.arrayContaining(['Owner changed from none to Mere Tamihana', `Follow-up date changed from ${today} to none`]),
    );
  });

  it('refuses an unknown owner, a non-admin owner and a bad or past day with 400, changing nothing', async () => {
    const leadId = await seedLead();
    const today = nzIsoDate();
    const unknown = await put(crm.admin, leadId, { ownerId: '00000000-0000-4000-8000-000000000000', followUpOn: today });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ statusCode: 400, message: LEAD_OWNER_NOT_ADMIN_MESSAGE });
    const notAdmin = await put(crm.admin, leadId, { ownerId: clientId, followUpOn: today });
    expect(notAdmin.body).toMatchObject({ statusCode: 400, message: LEAD_OWNER_NOT_ADMIN_MESSAGE });

    for (const [followUpOn, message] of [
      ['2031-02-30', FOLLOW_UP_DATE_MESSAGE],
      ['tomorrow', FOLLOW_UP_DATE_MESSAGE],
      ['2020-01-01', FOLLOW_UP_PAST_MESSAGE],
    ]) {
      const response = await put(crm.admin, leadId, { ownerId: adminId, followUpOn });
      expect({ followUpOn, status: response.status, errors: response.body.errors }).toEqual({
        followUpOn,
        status: 400,
        errors: [{ path: 'followUpOn', message }],
      });
    }
    expect((await put(crm.admin, leadId, { ownerId: adminId, followUpOn: '2999-01-01' })).status).toBe(400);
    expect((await put(crm.admin, leadId, { ownerId: adminId })).status).toBe(400);
    expect((await put(crm.admin, '00000000-0000-4000-8000-000000000000', { ownerId: adminId, followUpOn: today })).status).toBe(404);
    expect(await leadRow(leadId)).toEqual({ owner_id: null, follow_up_on: null });
    expect((await db.query('SELECT 1 FROM lead_change WHERE lead_id = $1', [leadId])).rowCount).toBe(0);
  });

  it("lists today's follow-ups, the caller's own first, with the owner named", async () => {
    const mine = await seedLead();
    const theirs = await seedLead();
    const today = nzIsoDate();
    await put(crm.admin, theirs, { ownerId: otherAdminId, followUpOn: today });
    await put(crm.admin, mine, { ownerId: adminId, followUpOn: today });
    const list = ZFollowUpsToday.parse((await crm.admin.get('/api/leads/follow-ups/today')).body);
    expect(list.day).toBe(today);
    const ours = list.items.filter((item) => item.leadId === mine || item.leadId === theirs);
    expect(ours).toEqual([
      expect.objectContaining({ leadId: mine, name: 'Hemi Walker', company: 'Kiwi Bakery', mine: true }),
      expect.objectContaining({ leadId: theirs, ownerName: 'Mere Tamihana', mine: false }),
    ]);
    expect(list.items.findIndex((item) => !item.mine)).toBeGreaterThanOrEqual(list.items.filter((item) => item.mine).length);
  });

  describe('the reminder', () => {
    /** A lead owned by the second admin with its follow-up on `day`, set in the table (a day the API would call past). */
    async function dueOn(day: string): Promise<string> {
      const leadId = await seedLead();
      await db.query('UPDATE lead SET owner_id = $2, follow_up_on = $3::date WHERE id = $1', [leadId, otherAdminId, day]);
      return leadId;
    }
    const mails = async (leadId: string) =>
      (
        await db.query<{ reference: string; to_address: string; subject: string }>(
          `SELECT reference, to_address, subject FROM outbox_email WHERE kind = $1 AND reference LIKE $2 ORDER BY reference`,
          [FOLLOW_UP_REMINDER_KIND, `lead-follow-up:${leadId}:%`],
        )
      ).rows;

    it('goes to the owner once, from 08:00 New Zealand time on the day and not before', async () => {
      // 12 March 2031 is in daylight time (UTC+13): 08:00 there is 19:00 UTC the day before.
      const leadId = await dueOn('2031-03-12');
      await reminders.sendDue(new Date('2031-03-11T18:59:00Z'));
      await reminders.sendDue(new Date('2031-03-10T20:00:00Z'));
      expect(await mails(leadId)).toEqual([]);

      await reminders.sendDue(new Date('2031-03-11T19:00:00Z'));
      await reminders.sendDue(new Date('2031-03-12T03:00:00Z'));
      const ownerEmail = (await db.query('SELECT email FROM "user" WHERE id = $1', [otherAdminId])).rows[0]?.email;
      expect(await mails(leadId)).toEqual([
        { reference: `lead-follow-up:${leadId}:2031-03-12`, to_address: ownerEmail, subject: 'Follow up today: Hemi Walker (Kiwi Bakery)' },
      ]);
      // The link to the lead's page is absolute, on the public origin.
      const body = (await db.query('SELECT text_body FROM outbox_email WHERE kind = $1 AND reference = $2', [FOLLOW_UP_REMINDER_KIND, `lead-follow-up:${leadId}:2031-03-12`])).rows[0]?.text_body;
      expect(body).toContain(`${crm.server.linkOrigin}/crm/leads/${leadId}`);

      // A later day reminds again on its own morning; the day after the day does not remind.
      await db.query(`UPDATE lead SET follow_up_on = '2031-06-18' WHERE id = $1`, [leadId]);
      await reminders.sendDue(new Date('2031-06-19T20:00:00Z'));
      expect(await mails(leadId)).toHaveLength(1);
      // 18 June is standard time (UTC+12): 08:00 there is 20:00 UTC the day before.
      await reminders.sendDue(new Date('2031-06-17T19:59:00Z'));
      expect(await mails(leadId)).toHaveLength(1);
      await reminders.sendDue(new Date('2031-06-17T20:00:00Z'));
      expect((await mails(leadId)).map((mail) => mail.reference)).toEqual([
        `lead-follow-up:${leadId}:2031-03-12`,
        `lead-follow-up:${leadId}:2031-06-18`,
      ]);
    });

    it('two runs at once send each reminder once', async () => {
      const leads = await Promise.all([dueOn('2031-04-22'), dueOn('2031-04-22'), dueOn('2031-04-22')]);
      const at = new Date('2031-04-22T01:00:00Z');
      await Promise.all([reminders.sendDue(at), reminders.sendDue(at), reminders.sendDue(at)]);
      for (const leadId of leads) expect(await mails(leadId)).toHaveLength(1);
    });

    it('skips a lead without an owner, or whose owner is no longer an admin', async () => {
      const noOwner = await dueOn('2031-05-06');
      await db.query('UPDATE lead SET owner_id = NULL WHERE id = $1', [noOwner]);
      const demoted = await registerClient(crm.server.url);
      const lead = await dueOn('2031-05-06');
      await db.query('UPDATE lead SET owner_id = $2 WHERE id = $1', [lead, demoted.user.id]);
      await reminders.sendDue(new Date('2031-05-06T02:00:00Z'));
      expect(await mails(noOwner)).toEqual([]);
      expect(await mails(lead)).toEqual([]);
    });
  });
});
