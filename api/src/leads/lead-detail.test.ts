import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import request from 'supertest';
import { ZLeadDetail, type TLeadDetail, type TTimelineEvent } from '@agency/contracts';
import { bookingBody, clientAddress, fixClock, postBooking, slotAt, startSchedulingApp } from '../../test/booking-client';
import { registerClient, uniqueEmail, type TestApp } from '../../test/test-app';

const ADMIN_PASSWORD = 'admin password for lead page tests';
/* This file books in June 2037 (other files use other years). "Now": Monday 8 June 2037, 08:00 in Auckland (NZST, +12). */
const NOW = '2037-06-07T20:00:00Z';
const MARKUP = '<img src=x onerror="alert(1)"><b>bold</b>';

/**
 * One person who wrote through the contact form, booked a consultation, talked to the onboarding consultant and the
 * live chat, answered the wizard and the discovery assessment: the lead's page gathers all of it by e-mail address.
 */
describe('GET /api/leads/:id: the lead page and its timeline', () => {
  let server: TestApp;
  let db: Client;
  let admin: ReturnType<typeof request.agent>;
  const adminEmail = uniqueEmail('detail-admin');
  const email = uniqueEmail('person');
  let leadId: string;
  let appointmentId: string;
  let chatId: string;
  let otherChatId: string;
  let detail: TLeadDetail;

  beforeAll(async () => {
    server = await startSchedulingApp({ LEADS_RATE_LIMIT: '1000' }, { ADMIN_EMAIL: adminEmail, ADMIN_PASSWORD });
    fixClock(server, NOW);
    db = new Client({ connectionString: process.env.DATABASE_URL });
    await db.connect();
    admin = request.agent(server.url);
    const signIn = await admin.post('/api/auth/login').set('content-type', 'application/json').send({ email: adminEmail, password: ADMIN_PASSWORD });
    expect(signIn.status).toBe(200);

    // The enquiry, through the public form, with the address in capitals (stored lower-case) and markup in the message.
    const enquiry = await request(server.url)
      .post('/api/leads')
      .set('content-type', 'application/json')
      .set('x-forwarded-for', clientAddress())
      .send({ firstName: 'Aroha', lastName: 'Ngata', email: email.toUpperCase(), company: 'Ngata, Plumbing', serviceInterest: 'Business Automation', phone: '021 555 0101', message: `Quotes please ${MARKUP}` });
    expect(enquiry.status).toBe(201);
    leadId = enquiry.body.id;

    // A booking with the same address: it joins the existing lead and queues its own e-mails.
    const slot = await slotAt(server, '2037-06-09', '10:00');
    const booked = await postBooking(server, bookingBody(slot.startsAt, { clientEmail: email, notes: `Notes ${MARKUP}` }));
    expect(booked.status).toBe(201);
    appointmentId = booked.body.id;

    // An onboarding chat that gave this address, with a transcript; and one of someone else.
    const chat = await db.query(
      `INSERT INTO onboarding_chat (session_id, stage, status, contact_name, contact_email, service_interest, company_name, budget, created_at, completed_at)
       VALUES ($1, 'complete', 'completed', 'Aroha Ngata', $2, 'Business Automation', 'Ngata Plumbing', '$5,000-$15,000', $3, $3) RETURNING id`,
      [`session_${Date.now()}_${randomBytes(8).toString('hex')}`, email, '2037-06-01T01:00:00Z'],
    );
    chatId = chat.rows[0].id;
    await db.query(
      `INSERT INTO onboarding_message (chat_id, role, content, stage, created_at) VALUES
         ($1, 'assistant', 'Kia ora! What brings you here?', 'service_selection', '2037-06-01T01:00:00Z'),
         ($1, 'user', $2, 'service_selection', '2037-06-01T01:00:30Z')`,
      [chatId, `Automation ${MARKUP}`],
    );
    const other = await db.query(
      `INSERT INTO onboarding_chat (session_id, contact_email) VALUES ($1, $2) RETURNING id`,
      [`session_${Date.now()}_${randomBytes(8).toString('hex')}`, uniqueEmail('someone-else')],
    );
    otherChatId = other.rows[0].id;

    // A live chat conversation with this visitor address.
    const conversationId = randomBytes(24).toString('base64url');
    await db.query(
      `INSERT INTO chat_conversation (id, visitor_name, visitor_email, last_message_id, last_message, last_message_at, agent_read_up_to, created_at)
       VALUES ($1, 'Aroha', $2, 2, 'Thanks', '2037-06-02T02:00:10Z', 2, '2037-06-02T02:00:00Z')`,
      [conversationId, email],
    );
    await db.query(
      `INSERT INTO chat_message (conversation_id, id, sender, body, sender_name, created_at) VALUES
         ($1, 1, 'user', 'Is anyone there?', NULL, '2037-06-02T02:00:00Z'),
         ($1, 2, 'agent', 'Yes, how can I help?', 'Mere', '2037-06-02T02:00:10Z')`,
      [conversationId],
    );

    // The wizard's answers, kept with the lead.
    await db.query(
      `INSERT INTO discovery_response (lead_id, business_name, services, goals, budget, timeline, created_at)
       VALUES ($1, 'Ngata Plumbing', ARRAY['Business Automation'], 'Faster quotes', '$5,000-$15,000', '1-3 months', '2037-05-30T00:00:00Z')`,
      [leadId],
    );

    // A status change, so the page has a change to show.
    const changed = await admin.patch(`/api/leads/${leadId}`).set('content-type', 'application/json').send({ status: 'hot' });
    expect(changed.status).toBe(200);

    const response = await admin.get(`/api/leads/${leadId}`);
    expect(response.status).toBe(200);
    detail = ZLeadDetail.parse(response.body);
  });
  afterAll(async () => {
    await db.end();
    await server.close();
  });

  const ofKind = (kind: TTimelineEvent['kind']) => detail.timeline.filter((event) => event.kind === kind);
  const detailsOf = (event: TTimelineEvent | undefined) => Object.fromEntries((event?.details ?? []).map((pair) => [pair.label, pair.value]));

  it('answers the lead with its notes and changes', () => {
    expect(detail.lead).toMatchObject({ id: leadId, email, status: 'hot', company: 'Ngata, Plumbing' });
    expect(detail.notes).toEqual([]);
    expect(detail.changes).toEqual([expect.objectContaining({ field: 'status', from: 'new', to: 'hot', actorName: 'Admin' })]);
  });

  it('lists the enquiry with its details, markup kept as text', () => {
    const [enquiry, ...more] = ofKind('enquiry');
    expect(more).toEqual([]);
    expect(enquiry).toMatchObject({ id: `enquiry:${leadId}`, title: 'Enquiry from the contact form', status: null, messages: [], refId: null });
    expect(detailsOf(enquiry)).toEqual({
      'Service interest': 'Business Automation',
      Company: 'Ngata, Plumbing',
      Phone: '021 555 0101',
      Message: `Quotes please ${MARKUP}`,
    });
  });

  it('lists the booking with its status, service and New Zealand time, and the appointment id', async () => {
    const [booking, ...more] = ofKind('booking');
    expect(more).toEqual([]);
    expect(booking).toMatchObject({ id: `booking:${appointmentId}`, title: 'Consultation booked', status: 'scheduled', refId: appointmentId });
    expect(detailsOf(booking)).toMatchObject({ Service: 'Business Automation', Date: 'Tue 9 Jun 2037, 10:00 am NZST', Notes: `Notes ${MARKUP}` });
  });

  it('lists the onboarding chat with its transcript oldest first and its id for Convert to lead; not the other chat', () => {
    const chats = ofKind('onboarding_chat');
    expect(chats.map((chat) => chat.refId)).toEqual([chatId]);
    expect(chats.map((chat) => chat.refId)).not.toContain(otherChatId);
    expect(chats[0]).toMatchObject({ title: 'Onboarding chat', status: 'completed', at: '2037-06-01T01:00:00.000Z' });
    expect(chats[0]?.messages).toEqual([
      { author: 'Assistant', text: 'Kia ora! What brings you here?', at: '2037-06-01T01:00:00.000Z' },
      { author: 'Aroha Ngata', text: `Automation ${MARKUP}`, at: '2037-06-01T01:00:30.000Z' },
    ]);
    expect(detailsOf(chats[0])).toMatchObject({ 'Service interest': 'Business Automation', Budget: '$5,000-$15,000' });
  });

  it('lists the live chat conversation with who said what', () => {
    const [conversation] = ofKind('live_chat');
    expect(conversation).toMatchObject({ title: 'Live chat conversation' });
    expect(conversation?.messages.map((message) => [message.author, message.text])).toEqual([
      ['Aroha', 'Is anyone there?'],
      ['Mere', 'Yes, how can I help?'],
    ]);
  });

  it("lists the e-mails sent to the address with their delivery status, not the agency's own", async () => {
    const mails = ofKind('email');
    const stored = (await db.query('SELECT id, subject, status FROM outbox_email WHERE lower(to_address) = $1', [email])).rows;
    expect(stored.length).toBeGreaterThanOrEqual(2);
    expect(new Set(mails.map((mail) => mail.id))).toEqual(new Set(stored.map((row) => `email:${row.id}`)));
    const confirmation = mails.find((mail) => mail.title === 'E-mail: Thanks for getting in touch');
    expect(confirmation).toMatchObject({ status: expect.stringMatching(/^(pending|sent|failed|skipped)$/) });
    expect(detailsOf(confirmation)).toMatchObject({ Kind: 'lead.visitor-confirmation', Attempts: expect.any(String) });
    expect(mails.some((mail) => mail.title.startsWith('E-mail: Your consultation on'))).toBe(true);
    expect(mails.some((mail) => mail.title.startsWith('E-mail: New lead:'))).toBe(false);
  });

  it("lists the wizard's answers and the status change", () => {
    expect(detailsOf(ofKind('wizard')[0])).toMatchObject({ Business: 'Ngata Plumbing', Services: 'Business Automation', Goals: 'Faster quotes' });
    expect(ofKind('change').map((change) => change.title)).toEqual(['Status changed from new to hot']);
  });

  it('orders the whole timeline newest first, each id once', () => {
    const times = detail.timeline.map((event) => event.at);
    expect(times).toEqual([...times].sort().reverse());
    expect(new Set(detail.timeline.map((event) => event.id)).size).toBe(detail.timeline.length);
    expect(new Set(detail.timeline.map((event) => event.kind))).toEqual(
      new Set(['enquiry', 'wizard', 'onboarding_chat', 'live_chat', 'booking', 'email', 'change']),
    );
  });

  it('finds a discovery assessment linked to the account with this address', async () => {
    const email2 = uniqueEmail('assessed');
    const account = await registerClient(server.url, { email: email2 });
    await db.query(
      `INSERT INTO discovery_assessment (responses, completed, user_id, linked_at) VALUES ($1, false, $2, now())`,
      [JSON.stringify({ companyName: 'Tui Cafe', industry: 'Retail' }), account.user.id],
    );
    const lead = await db.query(`INSERT INTO lead (first_name, last_name, email, message) VALUES ('Tui', 'Parata', $1, 'Hi') RETURNING id`, [email2]);
    const page = ZLeadDetail.parse((await admin.get(`/api/leads/${lead.rows[0].id}`)).body);
    const [assessment] = page.timeline.filter((event) => event.kind === 'discovery');
    expect(assessment).toMatchObject({ title: 'Discovery assessment', status: 'incomplete' });
    expect(detailsOf(assessment)).toMatchObject({ 'Company name': 'Tui Cafe', Industry: 'Retail' });
  });

  it('caps a transcript at its latest 200 messages', async () => {
    const chat = await db.query(`INSERT INTO onboarding_chat (session_id, contact_email) VALUES ($1, $2) RETURNING id`, [
      `session_${Date.now()}_${randomBytes(8).toString('hex')}`,
      email,
    ]);
    await db.query(
      `INSERT INTO onboarding_message (chat_id, role, content, stage)
       SELECT $1, 'user', 'Message ' || n, 'discovery' FROM generate_series(1, 250) AS n`,
      [chat.rows[0].id],
    );
    const page = ZLeadDetail.parse((await admin.get(`/api/leads/${leadId}`)).body);
    const long = page.timeline.find((event) => event.refId === chat.rows[0].id);
    expect(long?.messages).toHaveLength(200);
    expect(long?.messages[0]?.text).toBe('Message 51');
    expect(long?.messages.at(-1)?.text).toBe('Message 250');
  });
});
