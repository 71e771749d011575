import { randomUUID } from 'node:crypto';
import { API_ERROR_SCHEMA, listEndpoints, type ApiEndpoint } from '@agency/contracts';
import { ENDPOINT_FIXTURES, type FixtureCall } from './endpoint-fixtures';
import { CALLERS, World, type CallerName } from './world';
import { InjectClient, type Answer } from './inject-client';

/**
 * ASVS V8 (function- and object-level authorization), generated from the endpoint catalog: every endpoint is called as
 * an anonymous visitor, as client A, as client B (on A's objects) and as an admin, and the answer each must get is
 * derived from the entry's `access` and `owner` rule alone. The catalog test (endpoint-catalog.test.ts) already
 * fails when a route has no entry or its guard disagrees; this one fails when an entry has no fixture.
 */
type Expectation = { kind: 'allowed' } | { kind: 'refused'; status: 401 | 403 } | { kind: 'hidden' };

export function expectationFor(endpoint: Pick<ApiEndpoint, 'access' | 'owner'>, caller: CallerName): Expectation {
  if (endpoint.access !== 'public' && caller === 'anonymous') return { kind: 'refused', status: 401 };
  if (endpoint.access === 'admin' && (caller === 'clientA' || caller === 'clientB')) return { kind: 'refused', status: 403 };
  if (endpoint.owner !== undefined && caller === 'clientB') return { kind: 'hidden' };
  if (endpoint.owner === 'owner' && caller === 'admin') return { kind: 'hidden' };
  return { kind: 'allowed' };
}

describe('authorization matrix (every catalog endpoint × anonymous, client A, client B, admin)', () => {
  let world: World;
  beforeAll(async () => {
    world = await World.start('authz_matrix');
  }, 60_000);
  afterAll(() => world.close());

  const endpoints = listEndpoints();

  it('has a valid-input fixture for every catalog endpoint, and none for an endpoint that is gone', () => {
    const keys = endpoints.map((endpoint) => endpoint.key as string);
    expect(keys.filter((key) => !(key in ENDPOINT_FIXTURES))).toEqual([]);
    expect(Object.keys(ENDPOINT_FIXTURES).filter((key) => !keys.includes(key))).toEqual([]);
  });

  it('gives every signed-in endpoint that names an object in its path an ownership rule', () => {
    const unruled = endpoints.filter((endpoint) => endpoint.access === 'signed-in' && endpoint.path.includes('/:') && endpoint.owner === undefined);
    expect(unruled.map((endpoint) => endpoint.key)).toEqual([]);
  });

  async function callAs(caller: CallerName, call: FixtureCall): Promise<Answer> {
    if (caller === 'anonymous') return new InjectClient(world.app).send(call);
    if (call.session) return call.session.send(call);
    // A sign-out ends the session it is made on: give it one of its own.
    const client = call.ownSession ? await world.signIn(world.account(caller)) : world.client(caller);
    return client.send(call);
  }

  const refusalShape = (answer: Answer) => API_ERROR_SCHEMA.safeParse(answer.body).success;

  it.each(endpoints.map((endpoint) => [endpoint.key, endpoint] as const))('%s', async (_key, endpoint) => {
    const fixture = ENDPOINT_FIXTURES[endpoint.key as keyof typeof ENDPOINT_FIXTURES];
    const problems: string[] = [];
    for (const caller of CALLERS) {
      const expectation = expectationFor(endpoint, caller);
      const call = await fixture(world, caller);
      const answer = await callAs(caller, call);
      const seen = `${caller}: got ${answer.status} ${answer.text.slice(0, 200)}`;
      if (expectation.kind === 'allowed') {
        if (answer.status !== (endpoint.status ?? 200)) problems.push(`${seen}, expected ${endpoint.status ?? 200}`);
        else if (endpoint.response && !endpoint.response.safeParse(answer.body).success) problems.push(`${caller}: answer does not match the response schema`);
      } else if (expectation.kind === 'refused') {
        if (answer.status !== expectation.status || !refusalShape(answer)) problems.push(`${seen}, expected ${expectation.status} in the error shape`);
      } else {
        if (!call.owned) throw new Error(`${endpoint.key}: an owner rule needs the fixture to name the owned id`);
        // The same call on an id nobody has must answer identically, so another's ids cannot be told from unknown ones.
        const unknown = await callAs(caller, { ...call, url: call.url.replace(call.owned, randomUUID()) });
        if (answer.status !== 404 || unknown.status !== 404) problems.push(`${seen}; unknown id got ${unknown.status}, expected 404 for both`);
        else if (JSON.stringify(answer.body) !== JSON.stringify(unknown.body) || !refusalShape(answer))
          problems.push(`${caller}: another's object answered ${answer.text}, an unknown one ${unknown.text}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
