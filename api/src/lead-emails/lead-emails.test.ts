import { randomBytes, randomUUID } from 'node:crypto';
import { Client } from 'pg';
import request from 'supertest';
import {
  formatNzTimeInWords,
  LEAD_EMAIL_NO_BOOKING_MESSAGE,
  ZLeadDetail,
  ZLeadEmailSent,
  ZLeadEmailTemplate,
  type TLeadEmailTemplate,
} from '@agency/contracts';
import { DEFAULT_AGENCY_EMAIL } from '../mail/mail.config';
import { type Agent, registerClient, startAdminTestApp, type TestApp, uniqueEmail } from '../../test/test-app';

describe('E-mail from the lead page: templates and sending through the outbox', () => {
  let server: TestApp;
  let db: Client;
  let admin: Agent;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ server, db, admin, close } = await startAdminTestApp());
  });
  afterAll(() => close());

  async function newLead(company: string | null = 'Ngata Plumbing'): Promise<{ id: string; email: string }> {
    const email = uniqueEmail('lead-email');
    const result = await db.query<{ id: string }>(
      `INSERT INTO lead (first_name, last_name, email, company, message) VALUES ('Aroha', 'Ngata', $1, $2, 'Hello') RETURNING id`,
      [email, company],
    );
    return { id: result.rows[0]?.id ?? '', email };
  }

  it('lets only admins read or change templates (401 anonymous, 403 client)', async () => {
    const body = { name: `Hello ${randomUUID()}`, subject: 'Hi {firstName}', body: 'Kia ora' };
    expect((await request(server.url).get('/api/lead-email-templates')).status).toBe(401);
    const { agent } = await registerClient(server.url);
    expect((await agent.get('/api/lead-email-templates')).status).toBe(403);
    expect((await agent.post('/api/lead-email-templates').send(body)).status).toBe(403);
    const lead = await newLead();
    expect((await agent.post(`/api/leads/${lead.id}/emails`).send({ subject: 'Hi', body: 'Hello' })).status).toBe(403);
    const count = await db.query('SELECT 1 FROM lead_email_template WHERE name = $1', [body.name]);
    expect(count.rowCount).toBe(0);
  });

  it('creates, lists, edits and deletes a template; a taken name is 409', async () => {
    const name = `Follow-up ${randomUUID()}`;
    const created = await admin.post('/api/lead-email-templates').send({ name, subject: 'Hi {firstName}', body: 'About {company}.' });
    expect(created.status).toBe(201);
    const template = ZLeadEmailTemplate.parse(created.body);
    expect(template).toMatchObject({ name, subject: 'Hi {firstName}', body: 'About {company}.' });

    const listed = await admin.get('/api/lead-email-templates');
    expect(listed.status).toBe(200);
    expect((listed.body as TLeadEmailTemplate[]).map((item) => item.id)).toContain(template.id);

    const taken = await admin.post('/api/lead-email-templates').send({ name: name.toUpperCase(), subject: 'x', body: 'y' });
    expect(taken.status).toBe(409);

    const edited = await admin.patch(`/api/lead-email-templates/${template.id}`).send({ name, subject: 'Hello {firstName}', body: 'Changed' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ id: template.id, subject: 'Hello {firstName}', body: 'Changed' });

    const remove = () => admin.delete(`/api/lead-email-templates/${template.id}`).set('content-type', 'application/json').send('{}');
    expect((await remove()).status).toBe(204);
    expect((await remove()).status).toBe(404);
    expect((await admin.patch('/api/lead-email-templates/not-a-uuid').send({ name, subject: 'x', body: 'y' })).status).toBe(404);
  });

  it('refuses an unknown variable with a 400 naming it, in a template and in a mail, and stores nothing', async () => {
    const name = `Typo ${randomUUID()}`;
    const refused = await admin.post('/api/lead-email-templates').send({ name, subject: 'Hi {firstname}', body: 'Hello {firstName}' });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('Unknown variable {firstname}: use {firstName}, {company}, {bookingTime}');
    expect((await db.query('SELECT 1 FROM lead_email_template WHERE name = $1', [name])).rowCount).toBe(0);

    const lead = await newLead();
    const mail = await admin.post(`/api/leads/${lead.id}/emails`).send({ subject: 'Hi', body: 'See you {when}' });
    expect(mail.status).toBe(400);
    expect(JSON.stringify(mail.body)).toContain('Unknown variable {when}');
    expect((await db.query('SELECT 1 FROM outbox_email WHERE reference = $1', [`lead:${lead.id}`])).rowCount).toBe(0);
  });

  it('refuses {bookingTime} for a lead without an upcoming booking, and fills it in from the next one', async () => {
    const lead = await newLead();
    const text = { subject: 'Your consultation', body: 'Kia ora {firstName}, see you on {bookingTime}.' };
    const refused = await admin.post(`/api/leads/${lead.id}/emails/preview`).send(text);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(LEAD_EMAIL_NO_BOOKING_MESSAGE);

    // A booking far ahead, on a half-hour no other test books (the exclusion constraint spans every scheduled row).
    const startsAt = new Date(Date.UTC(2039, 0, 1) + Math.floor(Math.random() * 17_000) * 30 * 60_000);
    await db.query(
      `INSERT INTO appointment (client_name, client_email, service_interest, starts_at, ends_at, token_hash)
       VALUES ('Aroha Ngata', $1, 'business_automation', $2, $2::timestamptz + interval '30 minutes', $3)`,
      [lead.email, startsAt.toISOString(), randomBytes(32)],
    );
    const preview = await admin.post(`/api/leads/${lead.id}/emails/preview`).send(text);
    expect(preview.status).toBe(200);
    expect(preview.body.body).toBe(`Kia ora Aroha, see you on ${formatNzTimeInWords(startsAt)}.`);
  });

  it('queues the mail with its variables filled in, from the agency, and the lead timeline shows it with its state', async () => {
    const lead = await newLead();
    const sent = await admin.post(`/api/leads/${lead.id}/emails`).send({ subject: 'A quote for {company}', body: 'Kia ora {firstName},\nhere it is.' });
    expect(sent.status).toBe(201);
    const mail = ZLeadEmailSent.parse(sent.body);
    expect(mail).toMatchObject({ to: lead.email, replyTo: DEFAULT_AGENCY_EMAIL, subject: 'A quote for Ngata Plumbing', body: 'Kia ora Aroha,\nhere it is.' });

    const row = await db.query('SELECT kind, to_address, reply_to, subject, text_body, reference, status FROM outbox_email WHERE id = $1', [mail.id]);
    expect(row.rows[0]).toEqual({
      kind: 'lead.email',
      to_address: lead.email,
      reply_to: DEFAULT_AGENCY_EMAIL,
      subject: 'A quote for Ngata Plumbing',
      text_body: 'Kia ora Aroha,\nhere it is.',
      reference: `lead:${lead.id}`,
      status: mail.status,
    });

    const detail = ZLeadDetail.parse((await admin.get(`/api/leads/${lead.id}`)).body);
    const entry = detail.timeline.find((event) => event.id === `email:${mail.id}`);
    expect(entry).toMatchObject({ kind: 'email', title: 'E-mail: A quote for Ngata Plumbing', status: mail.status });
  });

  it('answers 404 for an unknown lead and refuses {company} for a lead without one', async () => {
    expect((await admin.post(`/api/leads/${randomUUID()}/emails`).send({ subject: 'Hi', body: 'Hello' })).status).toBe(404);
    const lead = await newLead(null);
    const refused = await admin.post(`/api/leads/${lead.id}/emails`).send({ subject: 'Hi', body: 'About {company}' });
    expect(refused.status).toBe(400);
    expect((await db.query('SELECT 1 FROM outbox_email WHERE reference = $1', [`lead:${lead.id}`])).rowCount).toBe(0);
  });
});
