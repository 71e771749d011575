import fc from 'fast-check';
import {
  API_ERROR_SCHEMA,
  CHAT_CLOSE_TOO_BIG,
  CHAT_MAX_FRAME_BYTES,
  ZChatAgentMessageFrame,
  ZChatContactFrame,
  ZChatRatingFrame,
  ZChatReadFrame,
  ZChatTranscriptFrame,
  ZChatVisitorMessageFrame,
  listEndpoints,
  type ApiEndpoint,
} from '@agency/contracts';
import { NUL_CHARACTER_MESSAGE } from '../../src/common/validation/nul-characters';
import { DeploymentsService } from '../../src/sites/deployments.service';
import { openChat, welcomed } from '../chat-client';
import { ENDPOINT_FIXTURES } from './endpoint-fixtures';
import { bookingBody, leadBody } from './request-bodies';
import { World, type CallerName } from './world';
import { InjectClient, type Answer, type Call } from './inject-client';
import { requestGenerator } from './request-generator';
import { arbitraryFor, mutate, nastyValue } from './zod-arbitrary';

/**
 * Property-based fuzzing from the contracts: requests generated from each endpoint's zod schemas (valid ones, near
 * misses from the valid fixture, and junk) plus hand-picked nasties and chat frames. Properties: never a 5xx; every
 * refusal in the shared error shape; a batch of refused requests stores nothing (every table counted before and
 * after). FUZZ_REQUESTS sizes the run (the bench runs 100,000); FUZZ_SEED replays one.
 */
const TOTAL = Number(process.env.FUZZ_REQUESTS ?? 10_000);
const SEED = Number(process.env.FUZZ_SEED ?? 13_2026);
const CONCURRENCY = 16;

/** Bytes sent as they are: a binary frame, or text that is not JSON. */
class RawFrame {
  constructor(
    readonly data: string | Buffer,
    readonly binary: boolean,
  ) {}
}

interface Stats {
  requests: number;
  refused: number;
  serverErrors: number;
  frames: number;
}

describe('schema-driven fuzzing (HTTP endpoints and the chat socket)', () => {
  let world: World;
  let tables: string[];
  const stats: Stats = { requests: 0, refused: 0, serverErrors: 0, frames: 0 };
  const endpoints = listEndpoints();
  // Most of the budget goes to the generated requests; the nasties and socket frames add the rest.
  const perEndpoint = Math.ceil((TOTAL * 0.9) / endpoints.length);

  beforeAll(async () => {
    world = await World.start('schema_fuzz');
    const { rows } = await world.db.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
    );
    // Rate-limit counters count attempts, refused ones included, on purpose (a guessed booking token is an attempt).
    tables = rows.map((row) => row.table_name).filter((table) => table !== 'rate_limit_counter');
  }, 60_000);
  afterAll(async () => {
    console.log(
      `fuzz: ${stats.requests} HTTP requests (${stats.refused} refused) and ${stats.frames} chat frames, seed ${SEED}; 5xx answers: ${stats.serverErrors}`,
    );
    await world.close();
  });

  /** Exact row counts of every table, in one statement. */
  async function rowCounts(): Promise<Record<string, number>> {
    const columns = tables.map((table) => `(SELECT count(*) FROM "${table}")::int AS "${table}"`).join(', ');
    return (await world.db.query<Record<string, number>>(`SELECT ${columns}`)).rows[0] ?? {};
  }

  function checkAnswer(call: Call, answer: Answer, problems: string[]): void {
    stats.requests += 1;
    if (answer.status >= 400) stats.refused += 1;
    const shown = `${call.method} ${call.url.slice(0, 160)} ${JSON.stringify(call.body ?? call.raw?.toString().slice(0, 160))?.slice(0, 300)}`;
    if (answer.status >= 500) {
      stats.serverErrors += 1;
      problems.push(`${answer.status} for ${shown}: ${answer.text.slice(0, 200)}`);
    } else if (answer.status >= 400 && !API_ERROR_SCHEMA.safeParse(answer.body).success) {
      problems.push(`${answer.status} not in the error shape for ${shown}: ${answer.text.slice(0, 200)}`);
    }
  }

  /** Sends the calls CONCURRENCY at a time and checks each answer. */
  async function sendAll(client: () => InjectClient, calls: Call[], problems: string[]): Promise<Answer[]> {
    const answers: Answer[] = new Array(calls.length);
    let next = 0;
    const worker = async () => {
      while (next < calls.length) {
        const index = next++;
        const call = calls[index] as Call;
        const answer = await client().send(call);
        checkAnswer(call, answer, problems);
        answers[index] = answer;
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    return answers;
  }

  /** A batch that must be refused as a whole, and leave every table's row count as it was. */
  async function sendRefused(client: () => InjectClient, calls: Call[], problems: string[]): Promise<void> {
    // A deployment accepted earlier publishes after its answer: let it finish so its rows are not counted here.
    await world.app.get(DeploymentsService).idle();
    const before = await rowCounts();
    const answers = await sendAll(client, calls, problems);
    answers.forEach((answer, index) => {
      const call = calls[index];
      if (answer.status < 400 && call)
        problems.push(`accepted (${answer.status}) an invalid ${call.method} ${call.url.slice(0, 160)} ${call.headers?.['content-type'] ?? ''} ${JSON.stringify(call.body ?? call.raw?.toString().slice(0, 100))?.slice(0, 300)}`);
    });
    const after = await rowCounts();
    const changed = tables.filter((table) => before[table] !== after[table]).map((table) => `${table}: ${before[table]} -> ${after[table]}`);
    if (changed.length) problems.push(`refused requests stored rows: ${changed.join(', ')}`);
  }

  function callerFor(endpoint: ApiEndpoint): CallerName {
    if (endpoint.access === 'admin') return 'admin';
    if (endpoint.access === 'signed-in') return 'clientA';
    return 'anonymous';
  }

  // FUZZ_ONLY='POST /api/leads' replays one endpoint's share while investigating a finding.
  const fuzzed = endpoints.filter((endpoint) => !process.env.FUZZ_ONLY || endpoint.key === process.env.FUZZ_ONLY);
  if (fuzzed.length === 0) throw new Error(`FUZZ_ONLY names no endpoint of the catalog: ${process.env.FUZZ_ONLY}`);
  it.each(fuzzed.map((endpoint) => [endpoint.key, endpoint] as const))('%s', async (key, endpoint) => {
    const fixture = ENDPOINT_FIXTURES[key as keyof typeof ENDPOINT_FIXTURES];
    const base = await fixture(world, callerFor(endpoint));
    // Sign-in, registration and sign-out change the session they are sent on: always a fresh visitor.
    const caller = base.ownSession ? 'anonymous' : callerFor(endpoint);
    // A password change ends its account's other sessions: it runs on the fresh account its fixture made.
    const client = () => base.session ?? world.client(caller);
    const seed = SEED + endpoints.indexOf(endpoint);
    const generated = fc.sample(requestGenerator(endpoint, base, world), { numRuns: perEndpoint, seed });
    const problems: string[] = [];
    await sendRefused(
      client,
      generated.filter((item) => item.invalid).map((item) => item.call),
      problems,
    );
    await sendAll(
      client,
      generated.filter((item) => !item.invalid).map((item) => item.call),
      problems,
    );
    expect([...new Set(problems)].slice(0, 20)).toEqual([]);
  });

  it('refuses hand-picked nasties on every endpoint with a body: deep nesting, wrong content types, oversize, broken encodings', async () => {
    const problems: string[] = [];
    const deepObject = `${'{"a":'.repeat(1000)}1${'}'.repeat(1000)}`;
    const deepArray = `${'['.repeat(1000)}${']'.repeat(1000)}`;
    const oversize = JSON.stringify({ text: 'x'.repeat(world.kit.server.config.bodyLimitBytes + 10) });
    for (const endpoint of endpoints.filter((candidate) => candidate.body !== undefined)) {
      const base = await ENDPOINT_FIXTURES[endpoint.key as keyof typeof ENDPOINT_FIXTURES](world, callerFor(endpoint));
      const caller = base.ownSession ? 'anonymous' : callerFor(endpoint);
      const client = () => base.session ?? world.client(caller);
      const json = { 'content-type': 'application/json' };
      const text = JSON.stringify(base.body);
      const refused: Call[] = [
        { method: endpoint.method, url: base.url, raw: deepArray, headers: json },
        { method: endpoint.method, url: base.url, raw: oversize, headers: json },
        { method: endpoint.method, url: base.url, raw: text.slice(0, -1), headers: json },
        { method: endpoint.method, url: base.url, raw: '\uD800', headers: json },
        { method: endpoint.method, url: base.url, raw: text, headers: { 'content-type': 'text/plain' } },
        { method: endpoint.method, url: base.url, raw: text, headers: { 'content-type': 'application/x-www-form-urlencoded' } },
        { method: endpoint.method, url: base.url, raw: `<a>${text}</a>`, headers: { 'content-type': 'application/xml' } },
        { method: endpoint.method, url: base.url, raw: Buffer.from(text, 'utf16le'), headers: { 'content-type': 'application/json; charset=utf-16' } },
        { method: endpoint.method, url: base.url, raw: text, headers: { 'content-type': 'multipart/form-data; boundary=x' } },
        { method: endpoint.method, url: base.url, raw: '{"__proto__":{"admin":true}}', headers: json },
        { method: endpoint.method, url: base.url, raw: '{"constructor":{"prototype":{"admin":true}}}', headers: json },
      ];
      // Where the body is optional (deploy), a body that is not JSON is read as none: any answer but a 5xx there.
      const bodyOptional = endpoint.body?.safeParse(undefined).success === true;
      await sendRefused(client, bodyOptional ? [] : refused, problems);
      if (bodyOptional) await sendAll(client, refused, problems);
      // Duplicate keys (the last one wins, as in JSON.parse) and odd Unicode in every string field: any answer but a 5xx.
      const strings = Object.keys((base.body ?? {}) as object).filter((field) => typeof (base.body as Record<string, unknown>)[field] === 'string');
      const odd = ['\u0000', 'a\uD800b', '\u202Egnp.exe', '\uFEFF\u200B', 'ﷺ'.repeat(2000), 'e\u0301'.repeat(500), 'x'.repeat(100_000)];
      const others: Call[] = [
        // An empty JSON body is "no body": refused where a body is required, accepted where it is optional (deploy).
        // Deep nesting under an unknown key is dropped with the key (schemas strip unknown keys): parsed, never a 5xx.
        { method: endpoint.method, url: base.url, raw: deepObject, headers: json },
        { method: endpoint.method, url: base.url, raw: '', headers: json },
        ...strings.map((field) => ({ method: endpoint.method, url: base.url, raw: `{${JSON.stringify(field)}:"first",${text.slice(1)}`, headers: json })),
        ...strings.flatMap((field) => odd.map((value) => ({ method: endpoint.method, url: base.url, body: { ...(base.body as object), [field]: value } }))),
      ];
      await sendAll(client, others, problems);
    }
    // Broken path and query encodings on every endpoint.
    const paths: Call[] = endpoints.flatMap((endpoint) => {
      const path = endpoint.path.replace(/:[A-Za-z]+/g, '%E0%A4%A');
      return [
        { method: endpoint.method, url: path },
        { method: endpoint.method, url: `${endpoint.path.replace(/:[A-Za-z]+/g, 'x'.repeat(5000))}` },
        { method: endpoint.method, url: `${endpoint.path.replace(/:[A-Za-z]+/g, '%00')}?q=%FF&page=%00&page=2&sort[]=x` },
      ];
    });
    // On a session of its own: the list includes the sign-out.
    const admin = await world.signIn(world.account('admin'));
    await sendAll(() => admin, paths, problems);
    expect([...new Set(problems)].slice(0, 20)).toEqual([]);
  });

  it('keeps the chat socket up under generated and malformed frames, storing nothing from refused ones', async () => {
    const frames = fc.sample(
      fc.oneof(
        arbitraryFor(ZChatVisitorMessageFrame),
        arbitraryFor(ZChatAgentMessageFrame),
        arbitraryFor(ZChatContactFrame),
        arbitraryFor(ZChatReadFrame),
        arbitraryFor(ZChatRatingFrame),
        arbitraryFor(ZChatTranscriptFrame),
        mutate({ text: 'Kia ora', sender: 'user', userId: null, sessionId: 'x' }),
        nastyValue,
      ),
      { numRuns: Math.max(300, Math.ceil(TOTAL * 0.05)), seed: SEED },
    );
    const fits = (frame: unknown) => Buffer.byteLength(JSON.stringify(frame) ?? '') <= CHAT_MAX_FRAME_BYTES;
    const refusedFrames = frames.filter(
      (frame) => fits(frame) && ![ZChatVisitorMessageFrame, ZChatAgentMessageFrame, ZChatContactFrame, ZChatReadFrame, ZChatRatingFrame, ZChatTranscriptFrame].some((schema) => schema.safeParse(frame).success),
    );
    const oversize = frames.filter((frame) => !fits(frame));
    const batchSize = 50;
    const problems: string[] = [];
    /** Sends the frames on a fresh socket, then a marker: once it is echoed, every frame before it has been handled. */
    async function sendBatch(batch: unknown[], label: string): Promise<void> {
      const chat = await openChat(world.kit.server.url);
      const sessionId = await welcomed(chat);
      for (const frame of batch) {
        if (frame instanceof RawFrame) chat.ws.send(frame.data, { binary: frame.binary });
        else chat.send(frame as never);
      }
      stats.frames += batch.length;
      const marker = `marker ${label}`;
      chat.send({ text: marker, sender: 'user', userId: null, sessionId });
      await chat.waitForMessage(marker);
      const odd = chat.frames.filter((frame) => !['welcome', 'history', 'message', 'error', 'contact-request', 'contact-saved', 'availability', 'visitor-state'].includes(frame.type));
      if (odd.length) problems.push(`unexpected frames ${JSON.stringify(odd).slice(0, 300)}`);
      await chat.close();
    }
    // Frames the contracts accept (on the wrong socket, mostly): handled, whatever they store.
    const accepted = frames.filter((frame) => fits(frame) && !refusedFrames.includes(frame));
    for (let start = 0; start < accepted.length; start += batchSize) await sendBatch(accepted.slice(start, start + batchSize), `accepted ${start}`);
    // Visitors' messages only: the server answers a first message with its own note when no agent is online.
    const countVisitorMessages = async () =>
      (await world.db.query<{ count: number }>(`SELECT count(*)::int AS count FROM chat_message WHERE sender = 'user'`)).rows[0]?.count ?? 0;
    const before = await countVisitorMessages();
    for (let start = 0; start < refusedFrames.length; start += batchSize) {
      const batch = [...refusedFrames.slice(start, start + batchSize), new RawFrame(Buffer.from([0xff, 0x00, 0xfe]), true), new RawFrame('{"text":', false)];
      await sendBatch(batch, `refused ${start}`);
    }
    // A frame over the limit closes its socket with 1009 (too big), which the widget knows; never an internal error.
    for (const frame of [...oversize.slice(0, 5), { text: 'x'.repeat(CHAT_MAX_FRAME_BYTES + 1), sender: 'user', sessionId: 'x' }]) {
      const chat = await openChat(world.kit.server.url);
      await welcomed(chat);
      chat.send(frame as never);
      stats.frames += 1;
      const { code } = await chat.closed;
      if (code !== CHAT_CLOSE_TOO_BIG) problems.push(`an oversize frame closed the socket with ${code}`);
    }
    // Only the markers were stored.
    expect(await countVisitorMessages()).toBe(before + Math.ceil(refusedFrames.length / batchSize));
    expect(problems).toEqual([]);
  });

  // What the fuzzer found, pinned so that a change of seed or budget cannot lose it.
  describe('findings, pinned', () => {
    it('refuses a NUL character anywhere (JSON field, sign-in, query, path) with a 400 naming it, never a 500', async () => {
      const anonymous = () => new InjectClient(world.app);
      const answers = await Promise.all([
        anonymous().send({ method: 'POST', url: '/api/leads', body: { ...leadBody(), company: 'Kiwi\u0000Bakery' } }),
        anonymous().send({ method: 'POST', url: '/api/auth/login', body: { email: 'a\u0000@example.co.nz', password: 'correct horse battery' } }),
        world.client('admin').send({ method: 'GET', url: '/api/leads?search=%00' }),
        anonymous().send({ method: 'GET', url: '/api/feedback/contexts/home%00' }),
      ]);
      expect(answers.map((answer) => [answer.status, answer.body])).toEqual([
        [400, { statusCode: 400, message: NUL_CHARACTER_MESSAGE, errors: [{ path: 'company', message: NUL_CHARACTER_MESSAGE }] }],
        [400, { statusCode: 400, message: NUL_CHARACTER_MESSAGE, errors: [{ path: 'email', message: NUL_CHARACTER_MESSAGE }] }],
        [400, { statusCode: 400, message: NUL_CHARACTER_MESSAGE, errors: [{ path: 'search', message: NUL_CHARACTER_MESSAGE }] }],
        [400, { statusCode: 400, message: NUL_CHARACTER_MESSAGE, errors: [{ path: 'contextIdentifier', message: NUL_CHARACTER_MESSAGE }] }],
      ]);
    });

    it('refuses a company website the database could not store (inner spaces, too long with the scheme), never a 500', async () => {
      const answers = await Promise.all(
        ['.#  !n!', `${'a'.repeat(290)}.co.nz`].map((website) =>
          world.client('clientA').send({ method: 'POST', url: '/api/companies', body: { name: 'Kiwi Bakery', website } }),
        ),
      );
      expect(answers.map((answer) => [answer.status, (answer.body as { errors?: { path: string }[] }).errors?.[0]?.path])).toEqual([
        [400, 'website'],
        [400, 'website'],
      ]);
    });

    it('books one of many simultaneous requests for one time and one address; the others get 409, none a 500', async () => {
      const body = bookingBody(world.nextSlot());
      const answers = await Promise.all(Array.from({ length: 12 }, () => new InjectClient(world.app).send({ method: 'POST', url: '/api/scheduling/book', body })));
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, ...Array.from({ length: 11 }, () => 409)]);
      const { rows } = await world.db.query(`SELECT 1 FROM appointment WHERE client_email = $1`, [body.clientEmail]);
      expect(rows).toHaveLength(1);
    });

    it('serves simultaneous role changes one after another, never a deadlock (500)', async () => {
      const accounts = await Promise.all(Array.from({ length: 4 }, () => world.register()));
      const calls = accounts.flatMap(({ account }) =>
        (['admin', 'client', 'admin', 'client'] as const).map((role) => ({ method: 'PATCH', url: `/api/crm/users/${account.id}`, body: { role } })),
      );
      const answers = await Promise.all(calls.map((call) => world.client('admin').send(call)));
      expect(answers.filter((answer) => answer.status !== 200).map((answer) => answer.text)).toEqual([]);
    });
  });

  it(`sends at least ${TOTAL.toLocaleString('en-NZ')} requests and frames without a single 5xx`, () => {
    // A replay of one endpoint (FUZZ_ONLY) sends its share only.
    expect(stats.requests + stats.frames).toBeGreaterThanOrEqual(process.env.FUZZ_ONLY ? 0 : TOTAL);
    expect(stats.serverErrors).toBe(0);
  });
});
