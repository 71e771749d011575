/**
 * The one module (folder under `api/src`) that writes each table. Any other module that needs a row written calls a
 * write function the owner exports, passing its own transaction's client (api/README.md, 'Who writes which table').
 * `table-owners.test.ts` fails when a second module writes a table, or when a table has no owner here.
 */
export const TABLE_OWNERS: Readonly<Record<string, string>> = {
  analytics_event: 'analytics',
  appointment: 'scheduling',
  chat_agent_presence: 'chat',
  chat_conversation: 'chat',
  chat_message: 'chat',
  company: 'companies',
  company_logo: 'companies',
  discovery_assessment: 'discovery',
  discovery_response: 'discovery',
  feedback_context: 'feedback',
  feedback_reaction: 'feedback',
  feedback_submission: 'feedback',
  invoice: 'subscriptions',
  lead: 'leads',
  lead_change: 'leads',
  lead_note: 'leads',
  onboarding_chat: 'onboarding',
  onboarding_message: 'onboarding',
  outbox_email: 'mail',
  project: 'projects',
  project_update: 'projects',
  rate_limit_counter: 'rate-limit',
  session: 'sessions',
  site: 'sites',
  site_deployment: 'sites',
  site_version: 'sites',
  subscription: 'subscriptions',
  subscription_plan: 'subscriptions',
  user: 'users',
  website_template: 'sites',
  website_template_category: 'sites',
};
