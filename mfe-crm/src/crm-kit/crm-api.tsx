import { createContext, useContext, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient, type UseQueryOptions } from '@tanstack/react-query';
import { api, apiKey, type ApiInput, type ApiOutput, type ApiReadKey } from '@agency/api-client';
import type { TChatConversationSummary, TChatMessage } from '@agency/contracts';

/*
 * Every call the CRM screens make goes through one function, chosen by the page: /crm calls the API, /admin-test
 * answers the same calls from a sample kept in memory (./sample), so the sample screen can never read real data
 * whoever is signed in, and its actions change only the sample.
 */

/** The endpoints the CRM screens use. Sample mode answers every one of them. */
export type CrmEndpointKey =
  | 'GET /api/crm/summary'
  | 'GET /api/crm/analytics'
  | 'GET /api/leads'
  | 'GET /api/leads/:id'
  | 'PATCH /api/leads/:id'
  | 'DELETE /api/leads/:id'
  | 'POST /api/leads/:id/notes'
  | 'PATCH /api/leads/:id/notes/:noteId'
  | 'GET /api/lead-views'
  | 'POST /api/lead-views'
  | 'PATCH /api/lead-views/:id'
  | 'DELETE /api/lead-views/:id'
  | 'POST /api/leads/bulk'
  | 'GET /api/leads/:id/follow-up'
  | 'PUT /api/leads/:id/follow-up'
  | 'GET /api/leads/:id/duplicates'
  | 'POST /api/leads/:id/duplicates/:otherId/dismiss'
  | 'POST /api/leads/:id/merge'
  | 'GET /api/leads/follow-ups/today'
  | 'GET /api/lead-email-templates'
  | 'POST /api/lead-email-templates'
  | 'PATCH /api/lead-email-templates/:id'
  | 'DELETE /api/lead-email-templates/:id'
  | 'POST /api/leads/:id/emails/preview'
  | 'POST /api/leads/:id/emails'
  | 'GET /api/scheduling/appointments'
  | 'DELETE /api/scheduling/appointments/:id'
  | 'GET /api/crm/users'
  | 'PATCH /api/crm/users/:id'
  | 'DELETE /api/crm/users/:id'
  | 'GET /api/crm/onboarding-chats'
  | 'GET /api/crm/onboarding-chats/:id'
  | 'POST /api/crm/onboarding-chats/:id/lead'
  | 'GET /api/crm/emails'
  | 'POST /api/crm/emails/:id/retry'
  | 'GET /api/projects'
  | 'GET /api/projects/:id'
  | 'PATCH /api/projects/:id'
  | 'POST /api/projects/:id/updates'
  | 'POST /api/crm/projects'
  | 'GET /api/chat/conversations'
  | 'GET /api/chat/conversations/:id'
  | 'POST /api/chat/conversations/:id/read'
  | 'POST /api/chat/conversations/:id/lead'
  | 'POST /api/chat/conversations/:id/state'
  | 'POST /api/chat/conversations/:id/assign'
  | 'GET /api/chat/assignees'
  | 'GET /api/chat/ratings'
  | 'GET /api/chat/canned-replies'
  | 'POST /api/chat/canned-replies'
  | 'PATCH /api/chat/canned-replies/:id'
  | 'DELETE /api/chat/canned-replies/:id'
  | 'GET /api/feedback/overview'
  | 'GET /api/crm/invoices'
  | 'POST /api/crm/invoices/:id/paid'
  | 'GET /api/crm/domain-orders'
  | 'POST /api/crm/domain-orders/:id/registered'
  | 'POST /api/crm/domain-orders/:id/cancelled';

/** One CRM call: the catalog's input for that endpoint (`{}` when it takes none), its typed answer. */
export type CrmCall = <K extends CrmEndpointKey>(key: K, input: ApiInput<K>) => Promise<ApiOutput<K>>;

export type CrmMode = 'live' | 'sample';

/** An agent's reply added to a sample conversation, and the conversation's list entry after it. */
export interface SampleChatReply {
  conversation: TChatConversationSummary;
  message: TChatMessage;
}

export interface CrmApi {
  call: CrmCall;
  mode: CrmMode;
  /** Where this CRM lives: '/crm' or '/admin-test'; a lead's page is `${basePath}/leads/:id`. */
  basePath: '/crm' | '/admin-test';
  /**
   * Sample mode's stand-in for the agents' socket (live replies travel over /ws, not an endpoint): the reply is added
   * to the sample conversation. Absent on /crm.
   */
  sampleChatReply?: (conversationId: string, text: string) => Promise<SampleChatReply>;
}

const liveCall: CrmCall = (key, input) => (api as (key: string, input: unknown) => Promise<never>)(key, input);

export const LIVE_CRM_API: CrmApi = { call: liveCall, mode: 'live', basePath: '/crm' };

const CrmApiContext = createContext<CrmApi>(LIVE_CRM_API);

export function CrmApiProvider({ value, children }: { value: CrmApi; children: ReactNode }) {
  return <CrmApiContext.Provider value={value}>{children}</CrmApiContext.Provider>;
}

export function useCrmApi(): CrmApi {
  return useContext(CrmApiContext);
}

/** The CRM's reads. */
export type CrmReadKey = Extract<CrmEndpointKey, ApiReadKey>;

/** Where sample mode's answers are cached: under their own prefix, so sample answers and live ones never mix. */
export const CRM_SAMPLE_KEY_PREFIX = 'crm-sample';

/**
 * A CRM read's cache key. Live reads follow every app's convention (apiKey), so a change made elsewhere, such as a
 * lead sent from the contact form, refreshes the CRM's list too; the sample's sit under CRM_SAMPLE_KEY_PREFIX.
 * Invalidate a whole endpoint with crmKey(mode, key).
 */
export function crmKey<K extends CrmReadKey>(mode: CrmMode, key: K, input?: ApiInput<K>): readonly unknown[] {
  const live = apiKey(key, input);
  return mode === 'live' ? live : [CRM_SAMPLE_KEY_PREFIX, ...live];
}

/** A CRM read through the page's call function, cached per mode, endpoint and input. */
export function useCrmQuery<K extends CrmReadKey>(
  key: K,
  input: ApiInput<K>,
  options: Omit<UseQueryOptions<ApiOutput<K>, Error, ApiOutput<K>, readonly unknown[]>, 'queryKey' | 'queryFn'> = {},
) {
  const { call, mode } = useCrmApi();
  // query-keys: forwarded (each caller names its endpoint: useCrmQuery('GET /api/...', input))
  return useQuery({ queryKey: crmKey(mode, key, input), queryFn: () => call(key, input), ...options });
}

/**
 * A CRM change through the page's call function. On success every read listed in `invalidates` is refetched (the
 * summary cards count from the server, so changes to leads and appointments usually list it too).
 */
export function useCrmMutation<K extends CrmEndpointKey>(key: K, invalidates: CrmReadKey[] = []) {
  const { call, mode } = useCrmApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApiInput<K>) => call(key, input),
    onSuccess: () =>
      Promise.all(
        // query-keys: forwarded (each caller lists its endpoints: useCrmMutation('PATCH /api/...', ['GET /api/...']))
        invalidates.map((read) => queryClient.invalidateQueries({ queryKey: crmKey(mode, read) })),
      ),
  });
}
