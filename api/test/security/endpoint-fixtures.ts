import { randomUUID } from 'node:crypto';
import { nzIsoDate, type ApiEndpointKey } from '@agency/contracts';
import { DeploymentsService } from '../../src/sites/deployments.service';
import { uniqueEmail } from '../test-app';
import { InjectClient, type Call } from './inject-client';
import { bookingBody, businessInfo, discoveryBody, leadBody, projectBody } from './request-bodies';
import { BOOKING_DATES, SESSION_ID, type CallerName, type World } from './world';

export interface FixtureCall extends Call {
  /** The id in the URL that client A owns: the matrix swaps it for an unknown one to compare the 404s. */
  owned?: string;
  /** The call ends or replaces the caller's session (sign-out, sign-in, registration): make it on a session of its own. */
  ownSession?: boolean;
  /** The call ends every other session of its account (a password change): made by this fresh account instead. */
  session?: InjectClient;
}

export type Fixture = (world: World, caller: CallerName) => FixtureCall | Promise<FixtureCall>;

/** Made once per world: a site of client A's waiting for its existing domain, and one live on a proved domain. */
const pendingDomainSites = new WeakMap<World, Promise<string>>();
const liveDomains = new WeakMap<World, Promise<string>>();

async function deployedSiteA(w: World, domain: { kind: 'purchase' | 'existing'; name: string }): Promise<string> {
  const site = await w.newSiteA();
  await w.expectOk(w.client('clientA'), { method: 'POST', url: `/api/sites/${site}/deploy`, body: { domain } }, 202);
  return site;
}

function pendingDomainSiteA(w: World): Promise<string> {
  const made = pendingDomainSites.get(w) ?? deployedSiteA(w, { kind: 'existing', name: `kiwi${randomUUID().slice(0, 8)}.co.nz` });
  pendingDomainSites.set(w, made);
  return made;
}

/** A domain of client A's site that DNS proves (its TXT token and an A record to the target): served and allowed TLS. */
function liveDomainA(w: World): Promise<string> {
  const made =
    liveDomains.get(w) ??
    (async () => {
      const name = `kiwi${randomUUID().slice(0, 8)}.com`;
      const site = await deployedSiteA(w, { kind: 'existing', name });
      await w.app.get(DeploymentsService).idle();
      const { rows } = await w.db.query<{ token: string }>('SELECT token FROM site_domain_claim WHERE site_id = $1', [site]);
      w.dns.set(`_kea-verify.${name}`, { txt: [rows[0]?.token ?? ''] });
      w.dns.set(name, { a: ['203.0.113.10'] });
      await w.expectOk(w.client('clientA'), { method: 'POST', url: `/api/sites/${site}/domain/verify` }, 200);
      return name;
    })();
  liveDomains.set(w, made);
  return made;
}

/** A new order for a bought domain on a new site of client A's (each CRM action gets its own). */
async function domainOrderA(w: World): Promise<string> {
  const site = await deployedSiteA(w, { kind: 'purchase', name: `kiwi${randomUUID().slice(0, 8)}.co.nz` });
  const { rows } = await w.db.query<{ id: string }>('SELECT id FROM domain_order WHERE site_id = $1', [site]);
  return rows[0]?.id ?? '';
}
const registeredOrders = new WeakMap<World, Promise<string>>();
const cancelledOrders = new WeakMap<World, Promise<string>>();
function onceFor(map: WeakMap<World, Promise<string>>, w: World): Promise<string> {
  const made = map.get(w) ?? domainOrderA(w);
  map.set(w, made);
  return made;
}

/** Template names are unique: each call makes its own. */
const leadEmailTemplateBody = () => ({ name: `Follow-up ${randomUUID().slice(0, 8)}`, subject: 'Hello {firstName}', body: 'Kia ora {firstName}, thanks for your enquiry.' });
const leadEmailBody = () => ({ subject: 'Hello {firstName}', body: 'Kia ora {firstName}, following up on your enquiry.' });

async function newLeadEmailTemplate(w: World): Promise<string> {
  return w.idOf(await w.expectOk(w.client('admin'), { method: 'POST', url: '/api/lead-email-templates', body: leadEmailTemplateBody() }, 201));
}

/** Saved view names are unique per owner: each call makes its own. */
const leadViewBody = () => ({
  name: `Hot leads ${randomUUID().slice(0, 8)}`,
  shared: false,
  definition: { filters: { status: ['hot', 'warm'], hasBooking: false }, sort: { field: 'createdAt', order: 'desc' }, columns: ['company', 'status'] },
});

async function newLeadView(w: World): Promise<string> {
  return w.idOf(await w.expectOk(w.client('admin'), { method: 'POST', url: '/api/lead-views', body: leadViewBody() }, 201));
}

const feedbackMetadata = () => ({ contextIdentifier: 'home', userAgent: 'jest', timestamp: new Date().toISOString() });
const cannedReplyBody = () => ({ title: `Greeting ${randomUUID().slice(0, 8)}`, text: 'Kia ora {firstName}, thanks for waiting.' });

/** A canned reply made by the admin, for the calls that change or delete one. */
async function newCannedReply(w: World): Promise<string> {
  return w.idOf(await w.expectOk(w.client('admin'), { method: 'POST', url: '/api/chat/canned-replies', body: cannedReplyBody() }, 201));
}

/** Client A's open subscription (made when the world was built). */
async function openSubscriptionOfA(w: World): Promise<string> {
  const { rows } = await w.db.query<{ id: string }>(
    `SELECT id FROM subscription WHERE user_id = $1 AND status <> 'cancelled' ORDER BY created_at LIMIT 1`,
    [w.account('clientA').id],
  );
  return rows[0]?.id ?? '';
}

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
  'GET /api/lead-views': () => ({ method: 'GET', url: '/api/lead-views' }),
  'POST /api/lead-views': () => ({ method: 'POST', url: '/api/lead-views', body: leadViewBody() }),
  'PATCH /api/lead-views/:id': async (w) => ({ method: 'PATCH', url: `/api/lead-views/${await newLeadView(w)}`, body: { shared: true } }),
  'DELETE /api/lead-views/:id': async (w) => ({ method: 'DELETE', url: `/api/lead-views/${await newLeadView(w)}` }),
  'POST /api/leads/bulk': async (w) => ({
    method: 'POST',
    url: '/api/leads/bulk',
    body: { target: { kind: 'ids', ids: [await w.newLead()] }, action: { type: 'status', status: 'warm' } },
  }),
  'POST /api/leads/bulk/export': (w) => ({ method: 'POST', url: '/api/leads/bulk/export', body: { target: { kind: 'ids', ids: [w.leadId] } } }),
  'GET /api/leads/follow-ups/today': () => ({ method: 'GET', url: '/api/leads/follow-ups/today' }),
  'GET /api/leads/:id/follow-up': (w) => ({ method: 'GET', url: `/api/leads/${w.leadId}/follow-up` }),
  'PUT /api/leads/:id/follow-up': (w) => ({
    method: 'PUT',
    url: `/api/leads/${w.leadId}/follow-up`,
    body: { ownerId: w.account('admin').id, followUpOn: nzIsoDate() },
  }),
  'GET /api/leads/:id/duplicates': (w) => ({ method: 'GET', url: `/api/leads/${w.leadId}/duplicates` }),
  'POST /api/leads/:id/duplicates/:otherId/dismiss': async (w) => ({
    method: 'POST',
    url: `/api/leads/${w.leadId}/duplicates/${await w.newLead()}/dismiss`,
  }),
  // A merge deletes the merged lead: every call merges two fresh leads.
  'POST /api/leads/:id/merge': async (w) => ({
    method: 'POST',
    url: `/api/leads/${await w.newLead()}/merge`,
    body: { mergedLeadId: await w.newLead(), takeFromMerged: ['phone'] },
  }),
  'GET /api/lead-email-templates': () => ({ method: 'GET', url: '/api/lead-email-templates' }),
  'POST /api/lead-email-templates': () => ({ method: 'POST', url: '/api/lead-email-templates', body: leadEmailTemplateBody() }),
  'PATCH /api/lead-email-templates/:id': async (w) => ({
    method: 'PATCH',
    url: `/api/lead-email-templates/${await newLeadEmailTemplate(w)}`,
    body: leadEmailTemplateBody(),
  }),
  'DELETE /api/lead-email-templates/:id': async (w) => ({ method: 'DELETE', url: `/api/lead-email-templates/${await newLeadEmailTemplate(w)}` }),
  'POST /api/leads/:id/emails/preview': (w) => ({ method: 'POST', url: `/api/leads/${w.leadId}/emails/preview`, body: leadEmailBody() }),
  'POST /api/leads/:id/emails': (w) => ({ method: 'POST', url: `/api/leads/${w.leadId}/emails`, body: leadEmailBody() }),
  'POST /api/analytics/events': () => ({
    method: 'POST',
    url: '/api/analytics/events',
    body: { events: [{ name: 'page_view', path: '/pricing', occurredAt: new Date().toISOString() }] },
  }),
  'GET /api/chat/conversations': () => ({ method: 'GET', url: '/api/chat/conversations' }),
  'GET /api/chat/conversations/:id': async (w) => ({ method: 'GET', url: `/api/chat/conversations/${await w.newConversation()}` }),
  'POST /api/chat/conversations/:id/read': async (w) => ({ method: 'POST', url: `/api/chat/conversations/${await w.newConversation()}/read` }),
  'POST /api/chat/conversations/:id/lead': async (w) => ({ method: 'POST', url: `/api/chat/conversations/${await w.newConversation()}/lead` }),
  'GET /api/chat/visitor/:id/unread': async (w) => ({ method: 'GET', url: `/api/chat/visitor/${await w.newConversation()}/unread` }),
  'POST /api/chat/conversations/:id/state': async (w) => ({
    method: 'POST',
    url: `/api/chat/conversations/${await w.newConversation()}/state`,
    body: { state: 'pending' },
  }),
  'POST /api/chat/conversations/:id/assign': async (w) => ({
    method: 'POST',
    url: `/api/chat/conversations/${await w.newConversation()}/assign`,
    body: { assigneeId: w.account('admin').id },
  }),
  'GET /api/chat/assignees': () => ({ method: 'GET', url: '/api/chat/assignees' }),
  'GET /api/chat/ratings': () => ({ method: 'GET', url: '/api/chat/ratings' }),
  'GET /api/chat/canned-replies': () => ({ method: 'GET', url: '/api/chat/canned-replies' }),
  'POST /api/chat/canned-replies': () => ({ method: 'POST', url: '/api/chat/canned-replies', body: cannedReplyBody() }),
  'PATCH /api/chat/canned-replies/:id': async (w) => ({
    method: 'PATCH',
    url: `/api/chat/canned-replies/${await newCannedReply(w)}`,
    body: { text: 'Kia ora {firstName}, we are on it.' },
  }),
  'DELETE /api/chat/canned-replies/:id': async (w) => ({ method: 'DELETE', url: `/api/chat/canned-replies/${await newCannedReply(w)}` }),
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
  'POST /api/onboarding/book': async (w) => {
    // A conversation that has the name and address the invitation needs, then one of the world's free slots.
    const id = SESSION_ID();
    const visitor = new InjectClient(w.app);
    await w.expectOk(visitor, { method: 'POST', url: '/api/onboarding/init', body: { sessionId: id } }, 200);
    const message = `Business Automation. I'm Mere Parata, ${uniqueEmail('consultant-book')}`;
    await w.expectOk(visitor, { method: 'POST', url: '/api/onboarding/message', body: { sessionId: id, message } }, 200);
    return { method: 'POST', url: '/api/onboarding/book', body: { sessionId: id, startsAt: w.nextSlot() } };
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
  // The builder's publish needs a plan: the caller subscribes first; each call is a new draft on a domain of its own.
  'POST /api/sites/publish': async (w, caller) => {
    if (caller !== 'anonymous') await w.expectOk(w.client(caller), { method: 'POST', url: '/api/subscriptions', body: { planId: w.planId } }, 201);
    const domain = { kind: 'purchase', name: `kiwi${randomUUID().slice(0, 8)}.com` };
    return { method: 'POST', url: '/api/sites/publish', body: { draftId: randomUUID(), templateId: w.templateId, businessInfo: businessInfo(), domain } };
  },
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
  // The check itself answers 200 whatever DNS says (the world's DNS_SERVERS answers nothing: dns_error).
  'POST /api/sites/:id/domain/verify': async (w) => {
    const site = await pendingDomainSiteA(w);
    return { method: 'POST', url: `/api/sites/${site}/domain/verify`, owned: site };
  },
  'GET /api/sites/tls-allowed': async (w) => ({ method: 'GET', url: `/api/sites/tls-allowed?domain=${await liveDomainA(w)}` }),
  'GET /api/domains/targets': () => ({ method: 'GET', url: '/api/domains/targets' }),
  'GET /api/crm/domain-orders': () => ({ method: 'GET', url: '/api/crm/domain-orders' }),
  // Both idempotent: every admin call acts on the same order and gets the same answer.
  'POST /api/crm/domain-orders/:id/registered': async (w) => ({ method: 'POST', url: `/api/crm/domain-orders/${await onceFor(registeredOrders, w)}/registered` }),
  'POST /api/crm/domain-orders/:id/cancelled': async (w) => ({ method: 'POST', url: `/api/crm/domain-orders/${await onceFor(cancelledOrders, w)}/cancelled` }),
  'GET /api/sites/:id/enquiries': (w) => ({ method: 'GET', url: `/api/sites/${w.siteA}/enquiries`, owned: w.siteA }),
  // Marking an id that is not one of the site's requests changes nothing: the call is still the owner's to make.
  'POST /api/sites/:id/enquiries/read': (w) => ({
    method: 'POST',
    url: `/api/sites/${w.siteA}/enquiries/read`,
    body: { ids: [randomUUID()] },
    owned: w.siteA,
  }),
  'GET /api/subscription-plans': () => ({ method: 'GET', url: '/api/subscription-plans' }),
  'GET /api/price-catalogue': () => ({ method: 'GET', url: '/api/price-catalogue' }),
  // Choosing the plan it already has is a call the owner may make any number of times, like cancelling again.
  'POST /api/subscriptions/:id/plan': async (w) => {
    const id = await openSubscriptionOfA(w);
    return { method: 'POST', url: `/api/subscriptions/${id}/plan`, body: { planId: w.planId }, owned: id };
  },
  'POST /api/subscriptions/:id/cancel': async (w) => {
    const id = await openSubscriptionOfA(w);
    return { method: 'POST', url: `/api/subscriptions/${id}/cancel`, owned: id };
  },
  'POST /api/subscriptions': (w) => ({ method: 'POST', url: '/api/subscriptions', body: { planId: w.planId } }),
  'GET /api/subscriptions/user': () => ({ method: 'GET', url: '/api/subscriptions/user' }),
  'GET /api/crm/invoices': () => ({ method: 'GET', url: '/api/crm/invoices?status=unpaid' }),
  'POST /api/crm/invoices/:id/paid': async (w) => {
    const { client } = await w.register();
    const subscribed = await w.expectOk(client, { method: 'POST', url: '/api/subscriptions', body: { planId: w.planId } }, 201);
    return { method: 'POST', url: `/api/crm/invoices/${(subscribed.body as { invoice: { id: string } }).invoice.id}/paid` };
  },
};
