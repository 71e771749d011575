import type { CrmApi, CrmCall } from '../crm-api';
import { BILLING_SAMPLE_HANDLERS, seedBillingSample } from './billing-sample';
import { CANNED_REPLY_SAMPLE_HANDLERS, seedCannedReplies } from './canned-replies-sample';
import { CHAT_INBOX_SAMPLE_HANDLERS } from './chat-inbox-sample';
import { DOMAIN_ORDER_SAMPLE_HANDLERS, seedDomainOrderSample } from './domain-orders-sample';
import { LEAD_EMAIL_SAMPLE_HANDLERS, seedLeadEmailTemplates } from './lead-emails-sample';
import { LEAD_VIEW_SAMPLE_HANDLERS } from './lead-views-sample';
import { LEAD_MERGE_SAMPLE_HANDLERS } from './lead-merge-sample';
import { FOLLOW_UP_SAMPLE_HANDLERS } from './follow-up-sample';
import { LEAD_SAMPLE_HANDLERS } from './leads-sample';
import { seedLeadSample } from './leads-seed';
import type { SampleHandler, SampleHandlers } from './sample-handler';
import type { SampleState } from './sample-state';
import { TEAM_SAMPLE_HANDLERS } from './team-sample';
import { seedTeamSample } from './team-seed';
import { sampleChatReply, VISITOR_SAMPLE_HANDLERS } from './visitors-sample';
import { seedVisitorSample } from './visitors-seed';

/*
 * The top of the sample: it seeds the state and puts the handlers together. Nothing in ./ imports this file, so the
 * arrows run one way: sample-crm -> handlers and seeds -> sample-handler, sample-state (types) and sample-paging.
 */

// Complete by type: an endpoint added to CrmEndpointKey without a sample answer does not compile.
const HANDLERS: SampleHandlers = { ...FOLLOW_UP_SAMPLE_HANDLERS, ...LEAD_MERGE_SAMPLE_HANDLERS, ...LEAD_SAMPLE_HANDLERS, ...TEAM_SAMPLE_HANDLERS, ...VISITOR_SAMPLE_HANDLERS, ...BILLING_SAMPLE_HANDLERS, ...DOMAIN_ORDER_SAMPLE_HANDLERS, ...LEAD_EMAIL_SAMPLE_HANDLERS, ...LEAD_VIEW_SAMPLE_HANDLERS, ...CANNED_REPLY_SAMPLE_HANDLERS, ...CHAT_INBOX_SAMPLE_HANDLERS };

/** A fresh copy of the sample data: a new visit starts from the seed again. */
export function createSampleState(): SampleState {
  const leads = seedLeadSample();
  const team = seedTeamSample();
  return { ...leads, ...team, ...seedVisitorSample(leads.currentUserId), ...seedBillingSample(team.users), ...seedDomainOrderSample(team.users, leads.currentUserId), ...seedLeadEmailTemplates(), ...seedCannedReplies() };
}

/** A fresh sample CRM: its own copy of the sample data, answering asynchronously like the network does. */
export function createSampleCrmApi(): CrmApi {
  const state = createSampleState();
  const call: CrmCall = async (key, input) => {
    const handler = HANDLERS[key] as SampleHandler<typeof key>;
    // A copy, so screens never hold references into the sample's own rows.
    return structuredClone(handler(state, input));
  };
  return {
    call,
    mode: 'sample',
    basePath: '/admin-test',
    sampleChatReply: async (conversationId, text) => structuredClone(sampleChatReply(state, conversationId, text)),
  };
}
