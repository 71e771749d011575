import type { ApiInput, ApiOutput } from '@agency/api-client';
import type { CrmApi, CrmCall, CrmEndpointKey } from '../crm-api';
import { createSampleState, type SampleState } from './sample-state';
import { LEAD_SAMPLE_HANDLERS } from './leads-sample';
import { TEAM_SAMPLE_HANDLERS } from './team-sample';
import { sampleChatReply, VISITOR_SAMPLE_HANDLERS } from './visitors-sample';

/** How sample mode answers one endpoint: from the in-memory state, changing only that state. */
export type SampleHandler<K extends CrmEndpointKey> = (state: SampleState, input: ApiInput<K>) => ApiOutput<K>;
export type SampleHandlers = { [K in CrmEndpointKey]: SampleHandler<K> };

/** A sample answer that is an error, shaped like the API's ('<status>: <body>'). */
export function sampleError(status: number, message: string): Error {
  return new Error(`${status}: ${JSON.stringify({ statusCode: status, message })}`);
}

// Complete by type: an endpoint added to CrmEndpointKey without a sample answer does not compile.
const HANDLERS: SampleHandlers = { ...LEAD_SAMPLE_HANDLERS, ...TEAM_SAMPLE_HANDLERS, ...VISITOR_SAMPLE_HANDLERS };

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
