import { API_CATALOG, type EndpointDefinition } from '@agency/contracts';
import type { CrmEndpointKey } from '../src/crm-kit/crm-api';
import { DOMAIN_ORDER_SAMPLE_HANDLERS } from '../src/crm-kit/sample/domain-orders-sample';
import { LEAD_SAMPLE_HANDLERS } from '../src/crm-kit/sample/leads-sample';
import { createSampleCrmApi } from '../src/crm-kit/sample/sample-crm';
import { TEAM_SAMPLE_HANDLERS } from '../src/crm-kit/sample/team-sample';
import { VISITOR_SAMPLE_HANDLERS } from '../src/crm-kit/sample/visitors-sample';

/*
 * /admin-test answers the CRM's calls from a sample; it must refuse what the server refuses, in the server's words.
 * The server parses every body and query with the endpoint's contract schema (API_CATALOG), so each sample handler
 * does too: a hand-kept copy of a rule, a message or a default drifts from the contract.
 */

const ENDPOINTS = Object.keys({ ...LEAD_SAMPLE_HANDLERS, ...TEAM_SAMPLE_HANDLERS, ...VISITOR_SAMPLE_HANDLERS, ...DOMAIN_ORDER_SAMPLE_HANDLERS }) as CrmEndpointKey[];

type SampleCall = (key: string, input: unknown) => Promise<unknown>;

/** The sample's answer as the API's error text, or 'ok'. */
async function answer(key: string, input: unknown): Promise<string> {
  const { call } = createSampleCrmApi();
  try {
    await (call as SampleCall)(key, input);
    return 'ok';
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

const refusal = (message: string) => `400: ${JSON.stringify({ statusCode: 400, message })}`;

describe('the CRM sample', () => {
  const withSchemas = ENDPOINTS.flatMap((key) => {
    const definition: EndpointDefinition = API_CATALOG[key];
    return (['body', 'query'] as const).flatMap((part) => {
      const schema = definition[part];
      return schema ? [{ key, part, schema }] : [];
    });
  });

  it.each(withSchemas)('$key parses its $part with the contract schema (a 400 with its first message)', async ({ key, part, schema }) => {
    // Not an object: every body and query schema refuses it, before any lookup.
    const expected = schema.safeParse(42).error?.issues[0]?.message;
    expect(expected).toBeDefined();
    expect(await answer(key, { params: { id: 'x', noteId: 'x' }, [part]: 42 })).toBe(refusal(expected ?? ''));
  });

  it('pages and refuses leads and appointments as the server does', async () => {
    const { call } = createSampleCrmApi();
    const leads = await call('GET /api/leads', {});
    expect(leads.pageSize).toBe(20);
    expect(leads.page).toBe(1);
    expect(await answer('GET /api/leads', { query: { pageSize: 500 } })).toBe(refusal('Page size must be at most 100'));
    const lead = leads.items[0];
    expect(lead).toBeDefined();
    const id = lead?.id ?? '';
    expect(await answer('PATCH /api/leads/:id', { params: { id }, body: {} })).toBe(refusal('Give a status or an estimated value'));
    expect(await answer('PATCH /api/leads/:id', { params: { id }, body: { estimatedValue: 1.005 } })).toBe(
      refusal('Value can have at most two decimals'),
    );
    expect(await answer('POST /api/leads/:id/notes', { params: { id }, body: { body: '   ' } })).toBe(refusal('Note is required'));
    expect(await answer('GET /api/scheduling/appointments', { query: { when: 'soon' } })).toBe(
      refusal("When must be 'upcoming', 'past' or 'all'"),
    );
    expect(await answer('DELETE /api/scheduling/appointments/:id', { params: { id: 'missing' } })).toBe(
      `404: ${JSON.stringify({ statusCode: 404, message: 'Appointment not found' })}`,
    );
  });
});
