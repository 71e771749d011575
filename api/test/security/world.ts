import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { fixClock } from '../booking-client';
import { DnsTestServer } from '../dns-test-server';
import { startOnOwnDatabase } from '../crm-test-kit';
import type { AdminTestApp } from '../test-app';
import { uniqueEmail } from '../test-app';
import { InjectClient, type Answer, type Call } from './inject-client';
import { bookingBody, businessInfo, discoveryBody, leadBody, projectBody } from './request-bodies';

/**
 * A world for calling every endpoint with valid input: an app on its own database (so row counts are this suite's
 * alone), three signed-in accounts (client A, client B, an admin) and objects client A owns. Rate limits are raised so
 * valid calls reach the services; the fuzzer also sends each request from its own address.
 */
export type CallerName = 'anonymous' | 'clientA' | 'clientB' | 'admin';
export const CALLERS: CallerName[] = ['anonymous', 'clientA', 'clientB', 'admin'];

export interface Account {
  id: string;
  email: string;
  password: string;
}

/** The app's clock for scheduling, so bookable slots are the same every run (a Sunday evening, NZ). */
const NOW = '2034-06-04T20:00:00Z';
export const BOOKING_DATES = ['2034-06-07', '2034-06-08', '2034-06-09', '2034-06-12', '2034-06-13', '2034-06-14'];
export const SESSION_ID = () => `session_${Date.now()}_${randomUUID().replace(/-/g, '').slice(0, 16)}`;

/** The env the world's app starts with (modules read process.env at start). */
const RAISED_LIMITS: Record<string, string> = {
  SCHEDULING_BOOK_RATE_LIMIT: '100000',
  LEADS_RATE_LIMIT: '100000',
  DISCOVERY_RATE_LIMIT: '100000',
  FEEDBACK_RATE_LIMIT: '100000',
  ANALYTICS_RATE_LIMIT: '100000',
  ONBOARDING_INIT_RATE_LIMIT: '100000',
  ONBOARDING_MESSAGE_RATE_LIMIT: '100000',
  LOGO_UPLOAD_RATE_LIMIT: '100000',
  LOGIN_MAX_FAILURES: '100000',
  LOGIN_MAX_FAILURES_PER_IP: '100000',
  CHAT_SOCKET_RATE_LIMIT: '100000',
  CHAT_ADDRESS_RATE_LIMIT: '100000',
  DOMAIN_VERIFY_RATE_LIMIT: '100000',
  TLS_ASK_RATE_LIMIT: '100000',
  // Where clients' domains point (a documentation address); DNS_SERVERS is the world's own DNS server.
  SITES_TARGET_IP: '203.0.113.10',
};

export class World {
  readonly clients = new Map<Exclude<CallerName, 'anonymous'>, InjectClient>();
  readonly accounts = new Map<Exclude<CallerName, 'anonymous'>, Account>();
  templateId = '';
  planId = '';
  contextId = '';
  projectA = '';
  companyA = '';
  siteA = '';
  deploymentA = '';
  assessmentA = '';
  leadId = '';
  noteId = '';
  logo = Buffer.alloc(0);
  private slots: string[] = [];

  private constructor(
    readonly kit: AdminTestApp,
    /** The DNS the app asks: unknown names answer NXDOMAIN (free to buy), fixtures add records. */
    readonly dns: DnsTestServer,
  ) {}

  static async start(prefix: string): Promise<World> {
    const dns = await DnsTestServer.start();
    const settings = { ...RAISED_LIMITS, DNS_SERVERS: dns.address };
    const saved = Object.fromEntries(Object.keys(settings).map((key) => [key, process.env[key]]));
    Object.assign(process.env, settings);
    let kit: AdminTestApp;
    try {
      // FUZZ_LOG_LEVEL=error shows the server's own account of a failure while investigating one.
      kit = await startOnOwnDatabase(prefix, process.env.FUZZ_LOG_LEVEL ? { LOG_LEVEL: process.env.FUZZ_LOG_LEVEL } : {});
    } finally {
      for (const [key, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      }
    }
    fixClock(kit.server, NOW);
    const world = new World(kit, dns);
    await world.arrange();
    return world;
  }

  get app() {
    return this.kit.server.app;
  }
  get db() {
    return this.kit.db;
  }

  async close(): Promise<void> {
    await this.kit.close();
    await this.dns.close();
  }

  client(caller: CallerName): InjectClient {
    if (caller === 'anonymous') return new InjectClient(this.app);
    const client = this.clients.get(caller);
    if (!client) throw new Error(`no client ${caller}`);
    return client;
  }

  account(caller: Exclude<CallerName, 'anonymous'>): Account {
    const account = this.accounts.get(caller);
    if (!account) throw new Error(`no account ${caller}`);
    return account;
  }

  /** Sends and insists on the status: arranging objects must not fail quietly. */
  async expectOk(client: InjectClient, call: Call, status: number): Promise<Answer> {
    const answer = await client.send(call);
    if (answer.status !== status) throw new Error(`${call.method} ${call.url}: ${answer.status} ${answer.text}`);
    return answer;
  }

  idOf(answer: Answer): string {
    return (answer.body as { id: string }).id;
  }

  async signIn(account: Account): Promise<InjectClient> {
    const client = new InjectClient(this.app);
    await this.expectOk(client, { method: 'POST', url: '/api/auth/login', body: { email: account.email, password: account.password } }, 200);
    return client;
  }

  async register(): Promise<{ client: InjectClient; account: Account }> {
    const client = new InjectClient(this.app);
    const account = { id: '', email: uniqueEmail('matrix'), password: 'correct horse battery' };
    const answer = await this.expectOk(
      client,
      { method: 'POST', url: '/api/auth/register', body: { firstName: 'Aroha', lastName: 'Ngata', email: account.email, password: account.password } },
      201,
    );
    account.id = this.idOf(answer);
    return { client, account };
  }

  private async arrange(): Promise<void> {
    for (const caller of ['clientA', 'clientB'] as const) {
      const { client, account } = await this.register();
      this.clients.set(caller, client);
      this.accounts.set(caller, account);
    }
    const adminId = (await this.db.query<{ id: string }>('SELECT id FROM "user" WHERE email = $1', [this.kit.adminEmail])).rows[0]?.id ?? '';
    this.accounts.set('admin', { id: adminId, email: this.kit.adminEmail, password: this.kit.adminPassword });
    this.clients.set('admin', await this.signIn(this.account('admin')));
    const a = this.client('clientA');
    const anonymous = new InjectClient(this.app);

    const templates = await this.expectOk(anonymous, { method: 'GET', url: '/api/website-templates' }, 200);
    this.templateId = (templates.body as { id: string }[])[0]?.id ?? '';
    const plans = await this.expectOk(anonymous, { method: 'GET', url: '/api/subscription-plans' }, 200);
    this.planId = (plans.body as { id: string }[])[0]?.id ?? '';
    this.contextId = (await this.db.query<{ id: string }>(`SELECT id FROM feedback_context WHERE identifier = 'home'`)).rows[0]?.id ?? '';

    this.projectA = this.idOf(await this.expectOk(a, { method: 'POST', url: '/api/projects', body: projectBody() }, 201));
    this.companyA = this.idOf(await this.expectOk(a, { method: 'POST', url: '/api/companies', body: { name: 'Kiwi Bakery' } }, 201));
    await this.expectOk(a, { method: 'POST', url: '/api/subscriptions', body: { planId: this.planId } }, 201);
    this.siteA = await this.newSiteA();
    this.deploymentA = this.idOf(await this.expectOk(a, { method: 'POST', url: `/api/sites/${this.siteA}/deploy`, body: {} }, 202));
    const assessment = await this.expectOk(anonymous, { method: 'POST', url: '/api/discovery/public', body: discoveryBody() }, 201);
    this.assessmentA = this.idOf(assessment);
    await this.expectOk(a, { method: 'POST', url: `/api/discovery/link/${this.assessmentA}` }, 200);
    this.leadId = await this.newLead();
    this.noteId = this.idOf(
      await this.expectOk(this.client('admin'), { method: 'POST', url: `/api/leads/${this.leadId}/notes`, body: { body: 'Called back.' } }, 201),
    );
    this.logo = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#336699' } }).png().toBuffer();

    for (const date of BOOKING_DATES) {
      const slots = await this.expectOk(anonymous, { method: 'GET', url: `/api/scheduling/slots?date=${date}&duration=30` }, 200);
      this.slots.push(...(slots.body as { available: boolean; startsAt: string }[]).filter((slot) => slot.available).map((slot) => slot.startsAt));
    }
  }

  async newSiteA(): Promise<string> {
    return this.idOf(
      await this.expectOk(this.client('clientA'), { method: 'POST', url: '/api/sites', body: { templateId: this.templateId, businessInfo: businessInfo() } }, 201),
    );
  }

  async newLead(source: 'contact_form' | 'onboarding_wizard' = 'contact_form'): Promise<string> {
    return this.idOf(await this.expectOk(new InjectClient(this.app), { method: 'POST', url: '/api/leads', body: { ...leadBody(), source } }, 201));
  }

  nextSlot(): string {
    const slot = this.slots.shift();
    if (!slot) throw new Error('no bookable slot left');
    return slot;
  }

  /** A booking and its personal token, read from the confirmation mail as the visitor would. */
  async newBooking(): Promise<{ id: string; token: string }> {
    const email = uniqueEmail('booking');
    const answer = await this.expectOk(new InjectClient(this.app), { method: 'POST', url: '/api/scheduling/book', body: bookingBody(this.nextSlot(), email) }, 201);
    const { rows } = await this.db.query<{ text_body: string }>('SELECT text_body FROM outbox_email WHERE to_address = $1', [email]);
    const token = rows.map((row) => /\/book-consultation\/cancel\/([A-Za-z0-9_-]{43})/.exec(row.text_body)?.[1]).find(Boolean);
    if (!token) throw new Error('no token in the confirmation mail');
    return { id: this.idOf(answer), token };
  }

  async newConversation(): Promise<string> {
    const id = randomUUID().replace(/-/g, '');
    await this.db.query(`INSERT INTO chat_conversation (id, visitor_name, visitor_email) VALUES ($1, 'Mere', $2)`, [id, uniqueEmail('chat')]);
    return id;
  }

  async newOnboardingChat(): Promise<string> {
    const { rows } = await this.db.query<{ id: string }>(
      `INSERT INTO onboarding_chat (session_id, contact_name, contact_email) VALUES ($1, 'Mere Parata', $2) RETURNING id`,
      [SESSION_ID(), uniqueEmail('onboarding')],
    );
    return rows[0]?.id ?? '';
  }

  async newFailedEmail(): Promise<string> {
    const { rows } = await this.db.query<{ id: string }>(
      `INSERT INTO outbox_email (kind, to_address, subject, text_body, html_body, status, attempts, last_error, next_attempt_at)
       VALUES ('test.kind', $1, 'Hello', 'body', '<p>body</p>', 'failed', 8, 'Mailbox unavailable', now()) RETURNING id`,
      [uniqueEmail('failed')],
    );
    return rows[0]?.id ?? '';
  }

  /** A multipart body with one file field, as a browser's FormData sends it. */
  multipart(field: string, file: Buffer, type = 'image/png'): Pick<Call, 'raw' | 'headers'> {
    const boundary = `----matrix${randomUUID().replace(/-/g, '')}`;
    const raw = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="logo.png"\r\nContent-Type: ${type}\r\n\r\n`),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return { raw, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
  }
}

