import { Client } from 'pg';
import { ONBOARDING_MAX_VISITOR_MESSAGES, ONBOARDING_MESSAGES } from '@agency/contracts';
import { startChatApp } from '../../test/chat-client';
import { consultantVisitor } from '../../test/onboarding-client';
import type { TestApp } from '../../test/test-app';
import { BEHIND_LOOPBACK_PROXY } from '../../test/test-app';

/*
 * What people send that is not an answer (issue 24 'Bad input'): none of it may cause a 5xx, a stored invalid e-mail,
 * or one reply three times in a row.
 */
describe('the consultant with bad input', () => {
  let server: TestApp;
  let db: Client;

  beforeAll(async () => {
    server = await startChatApp({ ONBOARDING_MESSAGE_RATE_LIMIT: '500' }, BEHIND_LOOPBACK_PROXY);
    db = new Client({ connectionString: process.env.DATABASE_URL });
    await db.connect();
  });
  afterAll(async () => {
    await db.end();
    await server.close();
  });

  const chatRow = async (sessionId: string) => (await db.query('SELECT * FROM onboarding_chat WHERE session_id = $1', [sessionId])).rows[0];

  async function atNameQuestion() {
    const visitor = consultantVisitor(server.url);
    await visitor.init();
    for (const message of ['Business Automation', 'We run a bakery', 'Lost orders', 'One order list']) expect((await visitor.say(message)).status).toBe(200);
    return visitor;
  }

  it('answers every kind of bad input without a 5xx, stores no invalid e-mail, and never repeats a reply three times', async () => {
    const visitor = await atNameQuestion();
    const inputs = [
      'x'.repeat(4000),
      'word '.repeat(399).trim(),
      '😀🎉🙏',
      '<script>alert("hi")</script>',
      '<b>bold</b> <img src=x onerror=alert(1)>',
      '我们想要一个网站',
      'Hola, necesito una página web para mi empresa',
      '12345',
      'aaaaa',
      'test',
      'not@valid@@',
      'Thanks, that sounds good.',
    ];
    const replies: string[] = [];
    for (const message of inputs) {
      const response = await visitor.say(message);
      expect({ message: message.slice(0, 20), status: response.status < 500 }).toEqual({ message: message.slice(0, 20), status: true });
      if (response.status === 200) replies.push(response.body.response);
      else expect(response.status).toBe(400);
    }
    for (let index = 2; index < replies.length; index += 1) {
      expect(replies[index] === replies[index - 1] && replies[index] === replies[index - 2]).toBe(false);
    }
    const row = await chatRow(visitor.sessionId);
    expect(row.contact_email).toBeNull();
    expect(row.contact_name).toBeNull();
    expect(row.stage).toBe('contact');
  });

  it('stores markup as text and answers another language in English, politely', async () => {
    const visitor = consultantVisitor(server.url);
    await visitor.init();
    await visitor.say('Website & App Development');
    const markup = '<script>alert("x")</script> We sell <b>shoes</b> online';
    expect((await visitor.say(markup)).status).toBe(200);
    expect((await chatRow(visitor.sessionId)).business_description).toBe(markup);

    const foreign = await visitor.say('Bonjour, nous avons besoin de plus de clients pour notre entreprise');
    expect(foreign.status).toBe(200);
    expect(foreign.body.response).toMatch(/^Sorry, I can only help in English at the moment\./);
  });

  it('explains the length limit after forty messages, with a 409 and nothing stored', async () => {
    const visitor = consultantVisitor(server.url);
    await visitor.init();
    const replies: string[] = [];
    for (let index = 0; index < ONBOARDING_MAX_VISITOR_MESSAGES; index += 1) {
      const response = await visitor.say(index % 2 === 0 ? 'hmm' : '🤔');
      expect(response.status).toBe(200);
      replies.push(response.body.response);
    }
    for (let index = 2; index < replies.length; index += 1) {
      expect(replies[index] === replies[index - 1] && replies[index] === replies[index - 2]).toBe(false);
    }
    const over = await visitor.say('one more');
    expect(over.status).toBe(409);
    expect(over.body.message).toBe(ONBOARDING_MESSAGES.conversationTooLong);
    expect((await chatRow(visitor.sessionId)).visitor_messages).toBe(ONBOARDING_MAX_VISITOR_MESSAGES);
  });

  it("completes from the issue's paragraph and never takes 'Thanks' as a name", async () => {
    const visitor = consultantVisitor(server.url);
    await visitor.init();
    await visitor.say('Business Automation');
    const email = `jane-${Date.now()}@acmewidgets.co.nz`;
    const paragraph = await visitor.say(
      `Our company is Acme Widgets Ltd, a 12-person retail business in Auckland. We want to automate invoicing and customer follow-ups. Budget about $10,000 and timeline 2-3 months. My name is Jane Tester, email ${email.toUpperCase()}, phone 021 123 4567.`,
    );
    expect(paragraph.body.response).toBe(
      `Thanks Jane, I've noted ${email}, your number 021 123 4567, Acme Widgets Ltd, a budget of about $10,000, a timeline of 2-3 months and what you told me about the business. What are the biggest challenges holding the business back at the moment?`,
    );
    expect(paragraph.body.context.stage).toBe('discovery');
    const thanks = await visitor.say('Thanks, that sounds good.');
    expect(thanks.body.context.stage).toBe('discovery');
    const done = await visitor.say('Invoices go out late and nobody chases them.');
    expect(done.body.context.stage).toBe('complete');
    expect(await chatRow(visitor.sessionId)).toMatchObject({
      contact_name: 'Jane Tester',
      contact_email: email,
      contact_phone: '021 123 4567',
      company_name: 'Acme Widgets Ltd',
      budget: 'about $10,000',
      timeline: '2-3 months',
      status: 'converted',
    });
  });
});
