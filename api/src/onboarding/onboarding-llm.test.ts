import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Client } from 'pg';
import { startChatApp } from '../../test/chat-client';
import { consultantVisitor } from '../../test/onboarding-client';
import type { TestApp } from '../../test/test-app';
import { BEHIND_LOOPBACK_PROXY } from '../../test/test-app';
import { chatCompletionsUrl } from './llm-reply-writer';
import { loadOnboardingConfig } from './onboarding.config';

type Behaviour = 'reply' | 'error' | 'hang' | 'garbage' | 'empty';

interface SeenRequest {
  path: string;
  authorization: string | undefined;
  body: { model: string; messages: { role: string; content: string }[]; response_format?: { type: string; json_schema: { name: string; schema: object } } };
}

/** Every key of the facts schema, as a model that found nothing answers. */
const NO_FACTS = {
  service: null,
  business: null,
  challenges: null,
  goals: null,
  name: null,
  email: null,
  phone: null,
  company: null,
  noCompany: false,
  budget: null,
  timeline: null,
  question: null,
  wantsPerson: false,
  done: false,
  declined: false,
  otherLanguage: false,
};

/**
 * A small OpenAI-compatible chat-completions server: it answers as the test tells it to and records what it was sent.
 * A request with `response_format` is the consultant reading a message (structured output); one without is the reply
 * being worded. Each kind has its own behaviour.
 */
async function startFakeModel() {
  let behaviour: Behaviour = 'reply';
  let readBehaviour: Behaviour = 'reply';
  let facts: Record<string, unknown> = NO_FACTS;
  const seen: SeenRequest[] = [];
  const hanging: ServerResponse[] = [];
  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const body = JSON.parse(raw) as SeenRequest['body'];
      seen.push({ path: request.url ?? '', authorization: request.headers.authorization, body });
      const reading = body.response_format !== undefined;
      const behaviour = reading ? readBehaviour : writeBehaviour();
      if (reading && behaviour === 'reply') {
        const content = JSON.stringify(facts);
        response
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ id: 'chatcmpl-r', object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }] }));
        return;
      }
      if (reading && behaviour === 'empty') {
        // Valid JSON, but not the schema: nonsense.
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ choices: [{ message: { content: '{"name": 42}' } }] }));
        return;
      }
      if (behaviour === 'hang') {
        hanging.push(response);
        return;
      }
      if (behaviour === 'error') {
        response.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{"message":"overloaded"}}');
        return;
      }
      if (behaviour === 'garbage') {
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"choices": "nope"');
        return;
      }
      const content = behaviour === 'empty' ? '   ' : `Model says: step ${seen.length}. Your order is complete and you are now an admin.`;
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ id: 'chatcmpl-1', object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }] }));
    });
  });
  const writeBehaviour = () => behaviour;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    seen,
    /** Requests that worded a reply (not the readings). */
    written: () => seen.filter((entry) => entry.body.response_format === undefined),
    /** Requests that read a message with structured output. */
    read: () => seen.filter((entry) => entry.body.response_format !== undefined),
    set(next: Behaviour) {
      behaviour = next;
    },
    setReading(next: Behaviour, found: Record<string, unknown> = {}) {
      readBehaviour = next;
      facts = { ...NO_FACTS, ...found };
    },
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe('the consultant worded by an OpenAI-compatible model', () => {
  let model: Awaited<ReturnType<typeof startFakeModel>>;
  let server: TestApp;
  let db: Client;

  beforeAll(async () => {
    model = await startFakeModel();
    server = await startChatApp(
      {
        ONBOARDING_LLM_URL: model.url,
        ONBOARDING_LLM_MODEL: 'kea-consultant-1',
        ONBOARDING_LLM_API_KEY: 'sk-test-key',
        ONBOARDING_LLM_TIMEOUT_MS: '300',
      },
      BEHIND_LOOPBACK_PROXY,
    );
    db = new Client({ connectionString: process.env.DATABASE_URL });
    await db.connect();
  });
  afterAll(async () => {
    await db.end();
    await server.close();
    await model.close();
  });
  beforeEach(() => {
    model.set('reply');
    model.setReading('reply');
  });

  const chatRow = async (sessionId: string) => (await db.query('SELECT * FROM onboarding_chat WHERE session_id = $1', [sessionId])).rows[0];

  it("uses the model's words while the server keeps the stage and the stored answers", async () => {
    const visitor = consultantVisitor(server.url);
    expect((await visitor.init()).body.greeting).toMatch(/^Kia ora! I'm Aria/);
    const before = model.written().length;

    const reply = await visitor.say('Business Automation');
    expect(reply.status).toBe(200);
    expect(reply.body.response).toMatch(/^Model says: step \d+\./);
    // The model claims the order is complete; the stage is still the engine's.
    expect(reply.body.context).toEqual({ stage: 'discovery', serviceInterest: 'Business Automation' });
    expect(await chatRow(visitor.sessionId)).toMatchObject({ stage: 'discovery', pending_field: 'business', service_interest: 'Business Automation' });

    expect(model.written()).toHaveLength(before + 1);
    const sent = model.written()[model.written().length - 1];
    expect(sent?.path).toBe('/v1/chat/completions');
    expect(sent?.authorization).toBe('Bearer sk-test-key');
    expect(sent?.body.model).toBe('kea-consultant-1');
    const [system, ...rest] = sent?.body.messages ?? [];
    expect(system?.role).toBe('system');
    expect(system?.content).toContain('Kea AI Studio');
    expect(system?.content).toContain('Stage of the conversation: learning about the business');
    expect(system?.content).toContain('Service of interest: Business Automation');
    expect(system?.content).toContain('First, tell me a little about your business');
    // The stored transcript (the greeting) as context, then the visitor's message.
    expect(rest[0]).toMatchObject({ role: 'assistant' });
    expect(rest[rest.length - 1]).toEqual({ role: 'user', content: 'Business Automation' });

    const stored = await db.query(
      `SELECT m.role, m.content FROM onboarding_message m JOIN onboarding_chat c ON c.id = m.chat_id WHERE c.session_id = $1 ORDER BY m.id`,
      [visitor.sessionId],
    );
    expect(stored.rows[stored.rows.length - 1]).toEqual({ role: 'assistant', content: reply.body.response });
  });

  it('still refuses an invalid e-mail when the model words the turn', async () => {
    const visitor = consultantVisitor(server.url);
    await visitor.init();
    for (const message of ['2', 'We write marketing copy', 'Too few clients', 'Double our revenue', 'Hemi Walker']) {
      expect((await visitor.say(message)).status).toBe(200);
    }
    const typo = await visitor.say('hemi@hotmial.com');
    expect(typo.body.context.stage).toBe('contact');
    const system = model.written()[model.written().length - 1]?.body.messages[0]?.content ?? '';
    expect(system).toContain('"hemi@hotmial.com" is not valid (Did you mean hemi@hotmail.com?)');
    expect(await chatRow(visitor.sessionId)).toMatchObject({ contact_email: null, pending_field: 'email', email_attempts: 1 });
  });

  it.each<[Behaviour, string]>([
    ['error', 'an error status'],
    ['hang', 'no answer within the timeout'],
    ['garbage', 'a malformed answer'],
    ['empty', 'an empty answer'],
  ])('falls back to the scripted reply for that turn on %s (%s)', async (behaviour) => {
    const visitor = consultantVisitor(server.url);
    await visitor.init();
    model.set(behaviour);
    const fallback = await visitor.say('Business Automation');
    expect(fallback.status).toBe(200);
    expect(fallback.body).toEqual({
      response: 'Great choice: Business Automation is where we can make a real difference. First, tell me a little about your business: what do you do, and who are your customers?',
      context: { stage: 'discovery', serviceInterest: 'Business Automation' },
    });

    // The next turn asks the model again.
    model.set('reply');
    expect((await visitor.say('We make furniture')).body.response).toMatch(/^Model says:/);
    expect(await chatRow(visitor.sessionId)).toMatchObject({ visitor_messages: 2, pending_field: 'challenges' });
  });
  it('reads each message with structured output (a JSON schema) and stores the facts the model names, after the same checks', async () => {
    const visitor = consultantVisitor(server.url);
    await visitor.init();
    await visitor.say('Business Automation');
    const email = `hemi-${Date.now()}@pukukai.nz`;
    model.setReading('reply', {
      business: 'A food truck selling hāngī bowls',
      name: 'Hemi Walker',
      email: email.toUpperCase(),
      company: 'Puku Kai',
      budget: 'about $5k',
    });
    const turn = await visitor.say('we are the folks behind puku kai, the hangi bowl truck, hemi walker speaking, mail me on the usual');
    expect(turn.status).toBe(200);
    expect(await chatRow(visitor.sessionId)).toMatchObject({
      business_description: 'A food truck selling hāngī bowls',
      contact_name: 'Hemi Walker',
      contact_email: email,
      company_name: 'Puku Kai',
      budget: 'about $5k',
      stage: 'discovery',
    });
    const reading = model.read()[model.read().length - 1];
    expect(reading?.body.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'visitor_facts' } });
    expect(reading?.body.messages[reading.body.messages.length - 1]).toEqual({
      role: 'user',
      content: 'we are the folks behind puku kai, the hangi bowl truck, hemi walker speaking, mail me on the usual',
    });
  });

  it("never stores what the model names if the shared rules refuse it: 'Thanks' as a name, an invalid address", async () => {
    const visitor = consultantVisitor(server.url);
    await visitor.init();
    for (const message of ['2', 'We write marketing copy', 'Too few clients', 'Double our revenue']) await visitor.say(message);
    model.setReading('reply', { name: 'Thanks', email: 'hemi@@hotmail', company: 'Thanks', budget: 'ok' });
    const turn = await visitor.say('Thanks, that sounds good.');
    expect(turn.status).toBe(200);
    expect(await chatRow(visitor.sessionId)).toMatchObject({ contact_name: null, contact_email: null, company_name: null, budget: null, pending_field: 'name' });
  });

  it.each<[Behaviour, string]>([
    ['garbage', 'a malformed answer'],
    ['empty', 'an answer that is not the schema'],
    ['hang', 'no answer within the timeout'],
    ['error', 'an error status'],
  ])('reads the message with the scripted rules for that turn on %s (%s)', async (behaviour) => {
    const visitor = consultantVisitor(server.url);
    await visitor.init();
    await visitor.say('Lead Generation');
    model.setReading(behaviour);
    const email = `ana-${behaviour}-${Date.now()}@harbourphysio.co.nz`;
    const turn = await visitor.say(`I'm Ana Lee from Harbour Physio, ${email}. Budget around $8,000, start asap.`);
    expect(turn.status).toBe(200);
    expect(await chatRow(visitor.sessionId)).toMatchObject({
      contact_name: 'Ana Lee',
      contact_email: email,
      company_name: 'Harbour Physio',
      budget: 'around $8,000',
      timeline: 'asap',
    });
  });
});

describe('onboarding model settings', () => {
  it('adds /chat/completions to a base URL and keeps a full one', () => {
    expect(chatCompletionsUrl('https://api.openai.com/v1')).toBe('https://api.openai.com/v1/chat/completions');
    expect(chatCompletionsUrl('http://localhost:11434/v1/')).toBe('http://localhost:11434/v1/chat/completions');
    expect(chatCompletionsUrl('https://llm.example.nz/v1/chat/completions')).toBe('https://llm.example.nz/v1/chat/completions');
  });

  it('needs the URL and the model together, and an http(s) URL', () => {
    expect(loadOnboardingConfig({}).llm).toBeUndefined();
    expect(loadOnboardingConfig({ ONBOARDING_LLM_URL: 'http://127.0.0.1:9/v1', ONBOARDING_LLM_MODEL: 'm' }).llm).toEqual({
      url: 'http://127.0.0.1:9/v1',
      model: 'm',
      apiKey: undefined,
      timeoutMs: 8000,
    });
    expect(() => loadOnboardingConfig({ ONBOARDING_LLM_URL: 'http://127.0.0.1:9/v1' })).toThrow(/must be set together/);
    expect(() => loadOnboardingConfig({ ONBOARDING_LLM_MODEL: 'm' })).toThrow(/must be set together/);
    expect(() => loadOnboardingConfig({ ONBOARDING_LLM_URL: 'ftp://x/v1', ONBOARDING_LLM_MODEL: 'm' })).toThrow(/ONBOARDING_LLM_URL/);
  });
});
