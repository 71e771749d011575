import { ZApiError } from './errors';
import { ANALYTICS_ENDPOINTS } from './analytics';
import { AUTH_ENDPOINTS } from './auth';
import { CANNED_REPLY_ENDPOINTS } from './canned-replies';
import { CHAT_ENDPOINTS } from './chat';
import { CHAT_INBOX_ENDPOINTS } from './chat-inbox';
import { CHAT_VISITOR_ENDPOINTS } from './chat-presence';
import { COMPANY_ENDPOINTS } from './companies';
import { CRM_ENDPOINTS } from './crm';
import { DISCOVERY_ENDPOINTS } from './discovery';
import { DOMAIN_ORDER_ENDPOINTS } from './domain-orders';
import { FEEDBACK_ENDPOINTS } from './feedback';
import { HEALTH_ENDPOINTS } from './health';
import { LEAD_ENDPOINTS } from './leads';
import { LEAD_FOLLOW_UP_ENDPOINTS } from './lead-follow-up';
import { LEAD_EMAIL_ENDPOINTS } from './lead-emails';
import { LEAD_MERGE_ENDPOINTS } from './lead-merge';
import { LEAD_VIEW_ENDPOINTS } from './lead-views';
import { ONBOARDING_ENDPOINTS } from './onboarding';
import { PROJECT_ENDPOINTS } from './projects';
import { SCHEDULING_ENDPOINTS } from './scheduling';
import { SITE_ENDPOINTS } from './sites';
import { SITE_ENQUIRY_ENDPOINTS } from './site-enquiries';
import { SUBSCRIPTION_ENDPOINTS } from './subscriptions';
import { USER_ENDPOINTS } from './users';
import type { EndpointDefinition, EndpointKey, HttpMethod } from './endpoint';

export type * from './endpoint';

/**
 * Every JSON endpoint of the API, keyed 'METHOD /path', gathered from the domains' groups. Derived from it: the
 * OpenAPI document at /api/docs, the browser's typed client (@agency/api-client, by type only) and the test that
 * fails when a Nest route and its entry disagree (api/src/common/endpoint-catalog/endpoint-catalog.test.ts).
 */
export const API_CATALOG = {
  ...HEALTH_ENDPOINTS,
  ...AUTH_ENDPOINTS,
  ...USER_ENDPOINTS,
  ...LEAD_ENDPOINTS,
  ...LEAD_FOLLOW_UP_ENDPOINTS,
  ...LEAD_EMAIL_ENDPOINTS,
  ...LEAD_MERGE_ENDPOINTS,
  ...LEAD_VIEW_ENDPOINTS,
  ...ANALYTICS_ENDPOINTS,
  ...CHAT_ENDPOINTS,
  ...CHAT_INBOX_ENDPOINTS,
  ...CHAT_VISITOR_ENDPOINTS,
  ...CANNED_REPLY_ENDPOINTS,
  ...FEEDBACK_ENDPOINTS,
  ...SCHEDULING_ENDPOINTS,
  ...ONBOARDING_ENDPOINTS,
  ...DISCOVERY_ENDPOINTS,
  ...PROJECT_ENDPOINTS,
  ...COMPANY_ENDPOINTS,
  ...CRM_ENDPOINTS,
  ...SITE_ENDPOINTS,
  ...DOMAIN_ORDER_ENDPOINTS,
  ...SITE_ENQUIRY_ENDPOINTS,
  ...SUBSCRIPTION_ENDPOINTS,
};

export type ApiCatalog = typeof API_CATALOG;
export type ApiEndpointKey = keyof ApiCatalog & EndpointKey;

export const API_ERROR_SCHEMA = ZApiError;

/** One catalog entry with its method and path spelled out. */
export interface ApiEndpoint extends EndpointDefinition {
  key: EndpointKey;
  method: HttpMethod;
  path: string;
}

/** 'POST /api/leads/:id' -> its method and path. */
export function splitEndpointKey(key: EndpointKey): { method: HttpMethod; path: string } {
  const space = key.indexOf(' ');
  return { method: key.slice(0, space) as HttpMethod, path: key.slice(space + 1) };
}

/** The catalog as a list, in declaration order. */
export function listEndpoints(): ApiEndpoint[] {
  return (Object.entries(API_CATALOG) as [EndpointKey, EndpointDefinition][]).map(([key, definition]) => ({
    ...definition,
    key,
    ...splitEndpointKey(key),
  }));
}
