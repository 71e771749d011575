import request from 'supertest';
import {
  CHAT_HANDOFF_MESSAGE,
  CHAT_HANDOFF_NOT_FOUND_MESSAGE,
  ONBOARDING_MESSAGES,
  SCHEDULING_MESSAGES,
  ZOnboardingBookResponse,
  ZOnboardingChatTranscript,
  ZOnboardingMessageResponse,
  type TBookingDays,
  type TChatErrorFrame,
  type TChatServerFrame,
  type TTimeSlot,
} from '@agency/contracts';
import { bookingBody, fixClock, postBooking } from '../../test/booking-client';
import { openChat, welcomed } from '../../test/chat-client';
import { consultantVisitor } from '../../test/onboarding-client';
import { BEHIND_LOOPBACK_PROXY, startAdminTestApp, uniqueEmail, type AdminTestApp } from '../../test/test-app';

/*
 * This file books in its own year (August 2039), so other files never compete for its times. "Now" is fixed: Monday
 * 8 August 2039, 08:00 in Auckland (NZST, +12), before the day's first slot.
 */
const NOW = '2039-08-07T20:00:00Z';

const paragraph = (email: string) =>
  'Our company is Acme Widgets Ltd, a 12-person retail business in Auckland. We want to automate invoicing and customer follow-ups. ' +
  `Budget about $10,000 and timeline 2-3 months. My name is Jane Tester, email ${email}, phone 021 123 4567.`;

describe('booking the meeting in the consultant chat, and the hand-off to a person', () => {
  let app: AdminTestApp;

  beforeAll(async () => {
    app = await startAdminTestApp(BEHIND_LOOPBACK_PROXY);
    fixClock(app.server, NOW);
  });
  afterAll(async () => {
    await app.close();
  });

  /** The booking page's own next free times, read from its public calls. */
  async function bookingPageTimes(count = 3): Promise<string[]> {
    const days = (await request(app.server.url).get('/api/scheduling/days')).body as TBookingDays;
    const times: string[] = [];
    for (const day of days.days.filter((candidate) => candidate.available)) {
      const slots = (await request(app.server.url).get('/api/scheduling/slots').query({ date: day.date, duration: 30 })).body as TTimeSlot[];
      times.push(...slots.filter((slot) => slot.available).map((slot) => slot.startsAt));
      if (times.length >= count) break;
    }
    return times.slice(0, count);
  }

  /** A visitor who chose a service and pasted the issue's paragraph, answered to the end. */
  async function finishedVisitor(email = uniqueEmail('jane')) {
    const visitor = consultantVisitor(app.server.url);
    expect((await visitor.init()).status).toBe(200);
    expect((await visitor.say('Business Automation')).status).toBe(200);
    let reply = await visitor.say(paragraph(email));
    for (let turn = 0; turn < 3 && reply.body.context.stage !== 'complete'; turn += 1) {
      reply = await visitor.say("That's all I can tell you for now.");
    }
    expect(reply.status).toBe(200);
    expect(reply.body.context.stage).toBe('complete');
    return { visitor, email, done: ZOnboardingMessageResponse.parse(reply.body) };
  }

  const book = (visitor: ReturnType<typeof consultantVisitor>, startsAt: unknown) =>
    visitor.post('/api/onboarding/book', { sessionId: visitor.sessionId, startsAt });

  it("the issue's paragraph completes with the next three free times, and choosing one books it like the booking page", async () => {
    const { visitor, email, done } = await finishedVisitor();
    const expected = await bookingPageTimes();
    expect(done.offer?.person).toBe(true);
    expect(done.offer?.times.map((time) => time.startsAt)).toEqual(expected);
    expect(done.offer?.times[0]?.label).toBe('Monday, 8 August at 9:00 am');
    expect(done.response).toContain('The next free times are Monday, 8 August at 9:00 am, 9:30 am or 10:00 am (New Zealand time).');

    const chosen = done.offer?.times[0];
    const response = await book(visitor, chosen?.startsAt);
    expect(response.status).toBe(200);
    const booked = ZOnboardingBookResponse.parse(response.body);
    expect(booked.booked).toEqual(chosen);
    expect(booked.response).toMatch(/^You're booked in for Monday, 8 August 2039 at 9:00 am \(New Zealand time\)\. I've sent the confirmation/);
    expect(booked.context.stage).toBe('complete');

    // The booking module's own row, lead and mails: the same write as the booking page's.
    const [appointment] = (await app.db.query('SELECT * FROM appointment WHERE client_email = $1', [email])).rows;
    expect(appointment).toMatchObject({
      client_name: 'Jane Tester',
      client_phone: '021 123 4567',
      company_name: 'Acme Widgets Ltd',
      service_interest: 'business_automation',
      status: 'scheduled',
    });
    expect(appointment.starts_at.toISOString()).toBe(chosen?.startsAt);
    expect(appointment.notes).toContain('From the AI business consultant');
    const chat = (await app.db.query('SELECT * FROM onboarding_chat WHERE session_id = $1', [visitor.sessionId])).rows[0];
    expect(chat).toMatchObject({ appointment_id: appointment.id, status: 'converted', contact_phone: '021 123 4567' });
    // One person, one lead: the conversation's lead (source onboarding_chat) is the booking's.
    expect(appointment.lead_id).toBe(chat.lead_id);
    const leads = (await app.db.query('SELECT source, phone, company FROM lead WHERE email = $1', [email])).rows;
    expect(leads).toEqual([{ source: 'onboarding_chat', phone: '021 123 4567', company: 'Acme Widgets Ltd' }]);
    const mails = (
      await app.db.query('SELECT kind, text_body, attachments FROM outbox_email WHERE reference = $1 ORDER BY kind', [`appointment:${appointment.id}`])
    ).rows;
    // No reminder: the meeting is less than 24 hours away.
    expect(mails.map((mail) => mail.kind)).toEqual(['booking.agency-notification', 'booking.visitor-confirmation']);
    const confirmation = mails.find((mail) => mail.kind === 'booking.visitor-confirmation');
    expect(confirmation.attachments[0]).toMatchObject({ filename: 'invite.ics' });
    expect(confirmation.text_body).toMatch(/\/book-consultation\/cancel\//);
    expect(confirmation.text_body).toMatch(/\/book-consultation\/reschedule\//);

    // The transcript keeps the choice and the confirmation; the time is no longer offered.
    const lines = (await app.db.query('SELECT role, content FROM onboarding_message WHERE chat_id = $1 ORDER BY id DESC LIMIT 2', [chat.id])).rows;
    expect(lines.reverse()).toEqual([
      { role: 'user', content: chosen?.label },
      { role: 'assistant', content: booked.response },
    ]);
    expect(await bookingPageTimes()).not.toContain(chosen?.startsAt);

    // The CRM's User Assessments read the phone and the booked consultation.
    const detail = await app.admin.get(`/api/crm/onboarding-chats/${chat.id}`);
    const { chat: seen } = ZOnboardingChatTranscript.parse(detail.body);
    expect(seen.contactInfo.phone).toBe('021 123 4567');
    expect(seen.consultation).toEqual({ id: appointment.id, startsAt: chosen?.startsAt, status: 'scheduled' });

    // The lead's timeline: the conversation with every fact found (the phone too) and the booked consultation.
    const lead = await app.admin.get(`/api/leads/${chat.lead_id}`);
    const events = lead.body.timeline as { kind: string; details: { label: string; value: string }[] }[];
    const conversation = Object.fromEntries(events.find((item) => item.kind === 'onboarding_chat')?.details.map((pair) => [pair.label, pair.value]) ?? []);
    expect(conversation).toMatchObject({ Phone: '021 123 4567', Company: 'Acme Widgets Ltd', Budget: expect.stringContaining('10,000'), Timeline: '2-3 months' });
    expect(conversation['Consultation booked']).toMatch(/^Mon 8 Aug 2039, 9:00 am NZST$/);
    expect(events.filter((item) => item.kind === 'booking')).toHaveLength(1);

    // A second choice in the same conversation books nothing more.
    const again = await book(visitor, done.offer?.times[1]?.startsAt);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(ONBOARDING_MESSAGES.alreadyBooked);
    expect((await app.db.query('SELECT count(*)::int AS n FROM appointment WHERE client_email = $1', [email])).rows[0].n).toBe(1);
  });

  it('a time taken meanwhile (the exclusion constraint) is answered with the next free times, and nothing is stored', async () => {
    const { visitor, email, done } = await finishedVisitor();
    const chosen = done.offer?.times[0];
    // Someone on the booking page takes it first.
    expect((await postBooking(app.server, bookingBody(chosen?.startsAt ?? ''))).status).toBe(201);

    const response = await book(visitor, chosen?.startsAt);
    expect(response.status).toBe(200);
    const answer = ZOnboardingBookResponse.parse(response.body);
    expect(answer.booked).toBeNull();
    expect(answer.response).toMatch(new RegExp(`^Sorry, ${chosen?.label} has just been taken\\. The next free times are .+ Choose one below\\.$`));
    expect(answer.offer?.times.map((time) => time.startsAt)).toEqual(await bookingPageTimes());
    expect(answer.offer?.times.map((time) => time.startsAt)).not.toContain(chosen?.startsAt);
    expect((await app.db.query('SELECT count(*)::int AS n FROM appointment WHERE client_email = $1', [email])).rows[0].n).toBe(0);

    // The next one offered books.
    const retry = await book(visitor, answer.offer?.times[0]?.startsAt);
    expect(retry.status).toBe(200);
    expect(retry.body.booked).toEqual(answer.offer?.times[0]);
  });

  it('asked to book before the contact details, it offers a person now and the times once it has a name and an address', async () => {
    const visitor = consultantVisitor(app.server.url);
    await visitor.init();
    await visitor.say('Intelligent Agents');
    const asked = await visitor.say('Can I talk to a person?');
    expect(asked.status).toBe(200);
    expect(asked.body.offer).toEqual({ times: [], person: true });
    // A wish, not a question to pass on to the proposal.
    expect(asked.body.response).toMatch(/^Of course: press 'Talk to a person' below to reach our team in live chat, or I can book you/);

    // No name or address yet: nothing can be booked.
    const [time] = await bookingPageTimes(1);
    const early = await book(visitor, time);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(ONBOARDING_MESSAGES.bookingNeedsContact);

    const contact = await visitor.say(`I'm Tama Rua, tama-${Date.now()}@example.co.nz`);
    expect(contact.status).toBe(200);
    expect(contact.body.offer?.times).toHaveLength(3);
    // Thanked for the details, then the times, named as the buttons show them, then the next question.
    expect(contact.body.response).toMatch(
      /^Thanks Tama, I've noted .+\. Here are the next free times for your consultation: choose one below whenever suits\. The next free times are .+ \(New Zealand time\)\. \S/,
    );
    // The conversation goes on: the booking can wait, and the question after the address is still asked.
    expect(contact.body.context.stage).not.toBe('complete');
  });

  it('refuses what is not an offered time with the booking rules, and unknown or malformed sessions without a 5xx', async () => {
    const { visitor } = await finishedVisitor();
    const [first] = await bookingPageTimes(1);
    const offSlot = new Date(new Date(first ?? '').getTime() + 60_000).toISOString();
    const notSlot = await book(visitor, offSlot);
    expect(notSlot.status).toBe(400);
    expect(notSlot.body.message).toBe(SCHEDULING_MESSAGES.notASlot);

    expect((await book(visitor, 'next tuesday')).status).toBe(400);
    expect((await visitor.post('/api/onboarding/book', { sessionId: 'session_1_x', startsAt: first })).status).toBe(400);
    const stranger = consultantVisitor(app.server.url);
    const unknown = await stranger.post('/api/onboarding/book', { sessionId: stranger.sessionId, startsAt: first });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(ONBOARDING_MESSAGES.sessionNotFound);
    expect((await visitor.postRaw('/api/onboarding/book', '{"sessionId":')).status).toBe(400);
  });

  it("'Talk to a person' links the live chat conversation to the consultant session on the server", async () => {
    const { visitor, email } = await finishedVisitor();
    const socket = await openChat(app.server.url);
    const conversationId = await welcomed(socket);

    socket.send({ type: 'handoff', onboardingSessionId: visitor.sessionId });
    const notice = await socket.waitForMessage(CHAT_HANDOFF_MESSAGE);
    expect(notice.sender).toBe('system');

    const { body } = await app.admin.get(`/api/chat/conversations/${conversationId}`);
    const chat = (await app.db.query('SELECT id FROM onboarding_chat WHERE session_id = $1', [visitor.sessionId])).rows[0];
    // The agent's view: the conversation names the visitor and the consultant session, read from the server's rows.
    expect(body.conversation).toMatchObject({ onboardingChatId: chat.id, visitorName: 'Jane Tester', visitorEmail: email });
    const list = await app.admin.get('/api/chat/conversations');
    expect(list.body.items.find((item: { id: string }) => item.id === conversationId)).toMatchObject({ onboardingChatId: chat.id });

    // A second hand-off of the same session (a reconnect) says nothing twice.
    socket.send({ type: 'handoff', onboardingSessionId: visitor.sessionId });
    socket.send({ text: 'Hello?', sender: 'user', userId: null, sessionId: conversationId });
    await socket.waitForMessage('Hello?');
    expect(socket.frames.filter((frame) => frame.type === 'message' && frame.data.message === CHAT_HANDOFF_MESSAGE)).toHaveLength(1);

    // A session the server never started is not linked; a malformed id is refused by the schema.
    const isError = (frame: TChatServerFrame): frame is TChatErrorFrame => frame.type === 'error';
    socket.send({ type: 'handoff', onboardingSessionId: `session_${Date.now()}_neverstarted0000` });
    expect((await socket.waitFor(isError, 'error')).message).toBe(CHAT_HANDOFF_NOT_FOUND_MESSAGE);
    socket.send({ type: 'handoff', onboardingSessionId: '<script>' });
    await socket.waitFor((frame) => isError(frame) && frame.message === ONBOARDING_MESSAGES.sessionIdInvalid, 'schema error');
    const still = await app.admin.get(`/api/chat/conversations/${conversationId}`);
    expect(still.body.conversation.onboardingChatId).toBe(chat.id);
    await socket.close();
  });
});
