import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Client } from 'pg';
import { startChatApp } from '../../test/chat-client';
import { consultantVisitor } from '../../test/onboarding-client';
import type { TestApp } from '../../test/test-app';
import { chatCompletionsUrl } from './llm-reply-writer';
import { loadOnboardingConfig } from './onboarding.config';

type Behaviour = 'reply' | 'error' | 'hang' | 'garbage' | 'empty';

interface SeenRequest {
  path: string;
  authorization: string | undefined;
  body: { model: string; messages: { role: string; content: string }[] };
}

/** A small OpenAI-compatible chat-completions server: it answers as the test tells it to and records what it was sent. */
async function startFakeModel() {
  let behaviour: Behaviour = 'reply';
  const seen: SeenRequest[] = [];
  const hanging: ServerResponse[] = [];
  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      seen.push({ path: request.url ?? '', authorization: request.headers.authorization, body: JSON.parse(raw) });
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
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    seen,
    set(next: Behaviour) {
      behaviour = next;
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
      { TRUST_PROXY: 'loopback' },
    );
    db = new Client({ connectionString: process.env.DATABASE_URL });
    await db.connect();
  });
  afterAll(async () => {
    await db.end();
    await server.close();
    await model.close();
  });
  beforeEach(() => model.set('reply'));

  const chatRow = async (sessionId: string) => (await db.query('SELECT * FROM onboarding_chat WHERE session_id = $1', [sessionId])).rows[0];

  it("uses the model's words while the server keeps the stage and the stored answers", async () => {
    const visitor = consultantVisitor(server.url);
    expect((await visitor.init()).body.greeting).toMatch(/^Kia ora! I'm Aria/);
    const before = model.seen.length;

    const reply = await visitor.say('Business Automation');
    expect(reply.status).toBe(200);
    expect(reply.body.response).toMatch(/^Model says: step \d+\./);
    // The model claims the order is complete; the stage is still the engine's.
    expect(reply.body.context).toEqual({ stage: 'discovery', serviceInterest: 'Business Automation' });
    expect(await chatRow(visitor.sessionId)).toMatchObject({ stage: 'discovery', pending_field: 'business', service_interest: 'Business Automation' });

    expect(model.seen).toHaveLength(before + 1);
    const sent = model.seen[model.seen.length - 1];
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
    const system = model.seen[model.seen.length - 1]?.body.messages[0]?.content ?? '';
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
