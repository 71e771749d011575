import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import {
  DISCOVERY_AUTOMATION_INTERESTS,
  DISCOVERY_CHALLENGES,
  DISCOVERY_PRIORITIES,
  DISCOVERY_SUCCESS_METRICS,
  type ApiEndpointKey,
} from '@agency/contracts';
import { fixClock } from '../booking-client';
import { startOnOwnDatabase } from '../crm-test-kit';
import type { AdminTestApp } from '../test-app';
import { uniqueEmail } from '../test-app';
import { InjectClient, type Answer, type Call } from './inject-client';

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

export interface FixtureCall extends Call {
  /** The id in the URL that client A owns: the matrix swaps it for an unknown one to compare the 404s. */
  owned?: string;
  /** The call ends or replaces the caller's session (sign-out, sign-in, registration): make it on a session of its own. */
  ownSession?: boolean;
  /** The call ends every other session of its account (a password change): made by this fresh account instead. */
  session?: InjectClient;
}

export type Fixture = (world: World, caller: CallerName) => FixtureCall | Promise<FixtureCall>;

/** The app's clock for scheduling, so bookable slots are the same every run (a Sunday evening, NZ). */
const NOW = '2034-06-04T20:00:00Z';
const BOOKING_DATES = ['2034-06-07', '2034-06-08', '2034-06-09', '2034-06-12', '2034-06-13', '2034-06-14'];
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

  private constructor(readonly kit: AdminTestApp) {}

  static async start(prefix: string): Promise<World> {
    const saved = Object.fromEntries(Object.keys(RAISED_LIMITS).map((key) => [key, process.env[key]]));
    Object.assign(process.env, RAISED_LIMITS);
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
    const world = new World(kit);
    await world.arrange();
    return world;
  }

  get app() {
    return this.kit.server.app;
  }
  get db() {
    return this.kit.db;
  }

  close(): Promise<void> {
    return this.kit.close();
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

export function businessInfo() {
  const tag = randomUUID().slice(0, 8);
  return {
    businessName: `Kiwi Plumbing ${tag}`,
    businessType: 'Plumbing Services',
    description: 'Leaks fixed fast across Auckland.',
    phone: '021 123 4567',
    email: `kiwi-${tag}@example.co.nz`,
    services: ['Leak Detection', 'Drain Cleaning'],
  };
}

export const projectBody = () => ({
  title: 'New website',
  description: 'A site that takes bookings.',
  serviceInterest: 'Website & App Development',
  priority: 'medium',
});

export const leadBody = () => ({
  firstName: 'Aroha',
  lastName: 'Ngata',
  email: uniqueEmail('lead'),
  company: 'Kiwi Bakery',
  serviceInterest: 'Business Automation',
  message: 'We would like to automate our online orders.',
});

export const discoveryBody = () => ({
  responses: {
    companyName: `Harbour Plumbing ${randomUUID().slice(0, 8)}`,
    industry: 'Other',
    companySize: '1-10 employees',
    website: 'https://harbourplumbing.co.nz',
    mainChallenges: [DISCOVERY_CHALLENGES[0]],
    biggestPainPoint: 'Quotes take an evening each.',
    manualHours: '16-30 hours',
    automationInterests: [DISCOVERY_AUTOMATION_INTERESTS[1]],
    topPriority: DISCOVERY_PRIORITIES[0],
    successMetric: DISCOVERY_SUCCESS_METRICS[0],
    budgetRange: '$5,000-$15,000',
    timeline: '1 month',
    technicalExpertise: 'Beginner',
  },
  completed: true,
  source: 'public',
});

export const bookingBody = (appointmentDate: string, clientEmail = uniqueEmail('booking')) => ({
  clientName: 'Aroha Ngata',
  clientEmail,
  clientPhone: '+64 21 123 4567',
  companyName: 'Ngata Plumbing',
  serviceInterest: 'business_automation',
  appointmentDate,
  duration: 30,
});

const feedbackMetadata = () => ({ contextIdentifier: 'home', userAgent: 'jest', timestamp: new Date().toISOString() });
const sessionId = () => `s_${randomUUID().replace(/-/g, '')}`;

/**
 * Valid input for every catalog endpoint, keyed by the endpoint. The matrix fails for an endpoint without one, so a new
 * endpoint cannot go untested; the fuzzer starts its mutations from these.
 */
export const ENDPOINT_FIXTURES: Record<ApiEndpointKey, Fixture> = {
  'GET /api/health': () => ({ method: 'GET', url: '/api/health' }),
  'POST /api/auth/register': () => ({
    method: 'POST',
    url: '/api/auth/register',
    body: { firstName: 'Mere', lastName: 'Parata', email: uniqueEmail('register'), password: 'correct horse battery' },
    ownSession: true,
  }),
  'POST /api/auth/login': (w) => ({
    method: 'POST',
    url: '/api/auth/login',
    body: { email: w.account('clientB').email, password: w.account('clientB').password },
    ownSession: true,
  }),
  'POST /api/auth/logout': () => ({ method: 'POST', url: '/api/auth/logout', ownSession: true }),
  'GET /api/auth/user': () => ({ method: 'GET', url: '/api/auth/user' }),
  'POST /api/auth/password': async (w, caller) => {
    const call = { method: 'POST', url: '/api/auth/password' } as const;
    if (caller === 'anonymous') return { ...call, body: { currentPassword: 'correct horse battery', newPassword: 'a new horse battery' } };
    const { client, account } = await w.register();
    return { ...call, body: { currentPassword: account.password, newPassword: 'a new horse battery' }, session: client };
  },
  'GET /api/crm/users': () => ({ method: 'GET', url: '/api/crm/users?page=1&pageSize=10&sort=email&order=asc' }),
  'PATCH /api/crm/users/:id': async (w) => ({ method: 'PATCH', url: `/api/crm/users/${(await w.register()).account.id}`, body: { role: 'client' } }),
  'DELETE /api/crm/users/:id': async (w) => ({ method: 'DELETE', url: `/api/crm/users/${(await w.register()).account.id}` }),
  'POST /api/leads': () => ({ method: 'POST', url: '/api/leads', body: leadBody() }),
  'GET /api/leads': () => ({ method: 'GET', url: '/api/leads?status=new&sort=name&order=asc' }),
  'GET /api/leads/export': () => ({ method: 'GET', url: '/api/leads/export?status=new' }),
  'GET /api/leads/:id': (w) => ({ method: 'GET', url: `/api/leads/${w.leadId}` }),
  'PATCH /api/leads/:id': (w) => ({ method: 'PATCH', url: `/api/leads/${w.leadId}`, body: { status: 'warm', estimatedValue: 5000 } }),
  'DELETE /api/leads/:id': async (w) => ({ method: 'DELETE', url: `/api/leads/${await w.newLead()}` }),
  'POST /api/leads/:id/notes': (w) => ({ method: 'POST', url: `/api/leads/${w.leadId}/notes`, body: { body: 'Sent a quote.' } }),
  'PATCH /api/leads/:id/notes/:noteId': (w) => ({ method: 'PATCH', url: `/api/leads/${w.leadId}/notes/${w.noteId}`, body: { body: 'Sent a quote today.' } }),
  'POST /api/analytics/events': () => ({
    method: 'POST',
    url: '/api/analytics/events',
    body: { events: [{ name: 'page_view', path: '/pricing', occurredAt: new Date().toISOString() }] },
  }),
  'GET /api/chat/conversations': () => ({ method: 'GET', url: '/api/chat/conversations' }),
  'GET /api/chat/conversations/:id': async (w) => ({ method: 'GET', url: `/api/chat/conversations/${await w.newConversation()}` }),
  'POST /api/chat/conversations/:id/read': async (w) => ({ method: 'POST', url: `/api/chat/conversations/${await w.newConversation()}/read` }),
  'POST /api/chat/conversations/:id/lead': async (w) => ({ method: 'POST', url: `/api/chat/conversations/${await w.newConversation()}/lead` }),
  'GET /api/feedback/contexts/:contextIdentifier': () => ({ method: 'GET', url: '/api/feedback/contexts/home' }),
  'GET /api/feedback/reactions/:contextId': (w) => ({ method: 'GET', url: `/api/feedback/reactions/${w.contextId}` }),
  'GET /api/feedback/summary/:contextId': (w) => ({ method: 'GET', url: `/api/feedback/summary/${w.contextId}` }),
  'POST /api/feedback/reactions': (w) => ({
    method: 'POST',
    url: '/api/feedback/reactions',
    body: { contextId: w.contextId, emoji: '😊', sentiment: 'positive', sessionId: sessionId(), metadata: feedbackMetadata() },
  }),
  'POST /api/feedback/submissions': (w) => ({
    method: 'POST',
    url: '/api/feedback/submissions',
    body: { contextId: w.contextId, rating: 5, comment: 'Clear and quick.', sessionId: sessionId(), metadata: feedbackMetadata() },
  }),
  'GET /api/feedback/overview': () => ({ method: 'GET', url: '/api/feedback/overview' }),
  'GET /api/scheduling/days': () => ({ method: 'GET', url: '/api/scheduling/days' }),
  'GET /api/scheduling/slots': () => ({ method: 'GET', url: `/api/scheduling/slots?date=${BOOKING_DATES[0]}&duration=30` }),
  'POST /api/scheduling/book': (w) => ({ method: 'POST', url: '/api/scheduling/book', body: bookingBody(w.nextSlot()) }),
  // Booking tokens are capabilities: whoever holds the link may use it, signed in or not, so no ownership rule.
  'GET /api/scheduling/bookings/:token': async (w) => ({ method: 'GET', url: `/api/scheduling/bookings/${(await w.newBooking()).token}` }),
  'POST /api/scheduling/bookings/:token/cancel': async (w) => ({ method: 'POST', url: `/api/scheduling/bookings/${(await w.newBooking()).token}/cancel` }),
  'POST /api/scheduling/bookings/:token/reschedule': async (w) => ({
    method: 'POST',
    url: `/api/scheduling/bookings/${(await w.newBooking()).token}/reschedule`,
    body: { appointmentDate: w.nextSlot() },
  }),
  'GET /api/scheduling/appointments': () => ({ method: 'GET', url: '/api/scheduling/appointments?when=all&sort=clientName&order=asc' }),
  'GET /api/scheduling/appointments/export': () => ({ method: 'GET', url: '/api/scheduling/appointments/export?when=all' }),
  'DELETE /api/scheduling/appointments/:id': async (w) => ({ method: 'DELETE', url: `/api/scheduling/appointments/${(await w.newBooking()).id}` }),
  'POST /api/onboarding/init': () => ({ method: 'POST', url: '/api/onboarding/init', body: { sessionId: SESSION_ID() } }),
  'POST /api/onboarding/message': async (w) => {
    const id = SESSION_ID();
    await w.expectOk(new InjectClient(w.app), { method: 'POST', url: '/api/onboarding/init', body: { sessionId: id } }, 200);
    return { method: 'POST', url: '/api/onboarding/message', body: { sessionId: id, message: 'A website' } };
  },
  'GET /api/crm/onboarding-chats': () => ({ method: 'GET', url: '/api/crm/onboarding-chats?status=in_progress' }),
  'GET /api/crm/onboarding-chats/:id': async (w) => ({ method: 'GET', url: `/api/crm/onboarding-chats/${await w.newOnboardingChat()}` }),
  'POST /api/crm/onboarding-chats/:id/lead': async (w) => ({ method: 'POST', url: `/api/crm/onboarding-chats/${await w.newOnboardingChat()}/lead` }),
  'POST /api/discovery/public': () => ({ method: 'POST', url: '/api/discovery/public', body: discoveryBody() }),
  'POST /api/discovery/link/:id': (w) => ({ method: 'POST', url: `/api/discovery/link/${w.assessmentA}`, owned: w.assessmentA }),
  'POST /api/discovery': () => ({ method: 'POST', url: '/api/discovery', body: { responses: {}, completed: false } }),
  'GET /api/discovery/user': () => ({ method: 'GET', url: '/api/discovery/user' }),
  'POST /api/discovery-responses': async (w) => ({
    method: 'POST',
    url: '/api/discovery-responses',
    body: {
      leadId: await w.newLead('onboarding_wizard'),
      businessName: 'Kiwi Bakery',
      industry: 'Retail',
      services: ['Website & App Development'],
      goals: 'Generate more leads',
      budget: '$5,000-$15,000',
      timeline: '1-3 months',
    },
  }),
  'GET /api/projects/user': () => ({ method: 'GET', url: '/api/projects/user' }),
  'GET /api/projects': () => ({ method: 'GET', url: '/api/projects?status=requested' }),
  'POST /api/projects': () => ({ method: 'POST', url: '/api/projects', body: projectBody() }),
  'GET /api/projects/:id': (w) => ({ method: 'GET', url: `/api/projects/${w.projectA}`, owned: w.projectA }),
  'PATCH /api/projects/:id': (w) => ({ method: 'PATCH', url: `/api/projects/${w.projectA}`, body: { phase: 'planning' } }),
  'POST /api/projects/:id/updates': (w) => ({ method: 'POST', url: `/api/projects/${w.projectA}/updates`, body: { message: 'Design approved.' } }),
  'POST /api/crm/projects': (w) => ({ method: 'POST', url: '/api/crm/projects', body: { ...projectBody(), userId: w.account('clientA').id } }),
  'GET /api/companies/user': () => ({ method: 'GET', url: '/api/companies/user' }),
  'GET /api/companies': () => ({ method: 'GET', url: '/api/companies' }),
  'POST /api/companies': () => ({ method: 'POST', url: '/api/companies', body: { name: 'Harbour Plumbing', industry: 'Construction' } }),
  'PATCH /api/companies/:id': (w) => ({ method: 'PATCH', url: `/api/companies/${w.companyA}`, body: { website: 'https://kiwibakery.co.nz' }, owned: w.companyA }),
  'POST /api/companies/:id/logo': (w) => ({ method: 'POST', url: `/api/companies/${w.companyA}/logo`, ...w.multipart('logo', w.logo), owned: w.companyA }),
  'GET /api/crm/summary': () => ({ method: 'GET', url: '/api/crm/summary' }),
  'GET /api/crm/analytics': () => ({ method: 'GET', url: '/api/crm/analytics?weeks=4' }),
  'GET /api/crm/emails': () => ({ method: 'GET', url: '/api/crm/emails?status=failed' }),
  'POST /api/crm/emails/:id/retry': async (w) => ({ method: 'POST', url: `/api/crm/emails/${await w.newFailedEmail()}/retry` }),
  'GET /api/website-template-categories': () => ({ method: 'GET', url: '/api/website-template-categories' }),
  'GET /api/website-templates': () => ({ method: 'GET', url: '/api/website-templates' }),
  'GET /api/website-templates/:id': (w) => ({ method: 'GET', url: `/api/website-templates/${w.templateId}` }),
  'GET /api/domains/search': () => ({ method: 'GET', url: '/api/domains/search?q=kiwibakery' }),
  'GET /api/sites/user': () => ({ method: 'GET', url: '/api/sites/user' }),
  'POST /api/sites': (w) => ({ method: 'POST', url: '/api/sites', body: { templateId: w.templateId, businessInfo: businessInfo() } }),
  'GET /api/sites/:id': (w) => ({ method: 'GET', url: `/api/sites/${w.siteA}`, owned: w.siteA }),
  'PUT /api/sites/:id': (w) => ({ method: 'PUT', url: `/api/sites/${w.siteA}`, body: { businessInfo: businessInfo() }, owned: w.siteA }),
  // A fresh site for the owner's call: one deployment at a time per site.
  'POST /api/sites/:id/deploy': async (w, caller) => {
    const site = caller === 'clientA' ? await w.newSiteA() : w.siteA;
    return { method: 'POST', url: `/api/sites/${site}/deploy`, body: {}, owned: site };
  },
  'GET /api/sites/:id/deployments/:deploymentId': (w) => ({
    method: 'GET',
    url: `/api/sites/${w.siteA}/deployments/${w.deploymentA}`,
    owned: w.siteA,
  }),
  'GET /api/subscription-plans': () => ({ method: 'GET', url: '/api/subscription-plans' }),
  'POST /api/subscriptions': (w) => ({ method: 'POST', url: '/api/subscriptions', body: { planId: w.planId } }),
  'GET /api/subscriptions/user': () => ({ method: 'GET', url: '/api/subscriptions/user' }),
};
