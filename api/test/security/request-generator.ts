import fc from 'fast-check';
import type { ApiEndpoint } from '@agency/contracts';
import type { FixtureCall } from './endpoint-fixtures';
import type { Call } from './inject-client';
import type { World } from './world';
import { arbitraryFor, mutate, nastyString, nastyValue } from './zod-arbitrary';

/*
 * Requests generated for one endpoint of the catalog from its zod schemas and its valid fixture: path parameters kept,
 * replaced by other ids or by nasty strings; queries and bodies generated from the schemas, mutated from the fixture,
 * or the fixture as it is. Each comes marked with whether the contracts would refuse it, so the fuzzer can check that
 * refused ones store nothing.
 */

/** The fixture's path parameter values, read back from its URL by the catalog path. */
function pathValues(endpoint: ApiEndpoint, url: string): string[] {
  const pattern = new RegExp(`^${endpoint.path.replace(/:[A-Za-z]+/g, '([^/?]+)')}(?:\\?|$)`);
  return (pattern.exec(url) ?? []).slice(1).map(decodeURIComponent);
}

/** encodeURIComponent, except that a lone surrogate is sent as the (invalid) UTF-8 bytes a careless client would send. */
const encode = (text: string) =>
  Array.from(text, (char) => {
    if (!/^[\uD800-\uDFFF]$/.test(char)) return encodeURIComponent(char);
    const code = char.charCodeAt(0);
    return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
  }).join('');

function urlOf(endpoint: ApiEndpoint, params: string[], query: Record<string, unknown> | undefined): string {
  let index = 0;
  const path = endpoint.path.replace(/:[A-Za-z]+/g, () => encode(params[index++] ?? ''));
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) if (item !== undefined) search.append(key, typeof item === 'string' ? item : JSON.stringify(item));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** A query as Fastify reads it: a repeated key becomes a list. */
function queryOf(url: string): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [key, value] of new URL(url, 'http://x').searchParams) {
    const seen = query[key];
    query[key] = seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value];
  }
  return query;
}

/** Query values arrive as text: the schema sees what Fastify parses from the URL. */
const asSent = (query: Record<string, unknown> | undefined) => queryOf(urlOf({ path: '/q' } as ApiEndpoint, [], query));

export interface Generated {
  call: Call;
  invalid: boolean;
}

export function requestGenerator(endpoint: ApiEndpoint, base: FixtureCall, world: World): fc.Arbitrary<Generated> {
  const validParams = pathValues(endpoint, base.url);
  const params = fc.tuple(
    ...validParams.map((valid) =>
      fc.oneof({ weight: 4, arbitrary: fc.constant(valid) }, { weight: 1, arbitrary: fc.uuid() }, { weight: 1, arbitrary: nastyString }),
    ),
  );
  const baseQuery = queryOf(base.url);
  const query: fc.Arbitrary<Record<string, unknown> | undefined> = endpoint.query
    ? fc.oneof(
        arbitraryFor(endpoint.query) as fc.Arbitrary<Record<string, unknown>>,
        mutate(baseQuery) as fc.Arbitrary<Record<string, unknown>>,
        fc.constant(baseQuery),
      )
    : fc.oneof({ weight: 5, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), nastyString, { maxKeys: 3 }) });
  const body: fc.Arbitrary<unknown> = endpoint.body
    ? fc.oneof(arbitraryFor(endpoint.body), mutate(base.body), fc.constant(base.body), nastyValue)
    : endpoint.contentType === 'multipart/form-data'
      ? fc.oneof(fc.constant(undefined), fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes)), nastyString)
      : fc.constant(undefined);
  return fc.record({ params, query, body }).map(({ params: values, query: search, body: payload }) => {
    const bodyInvalid = endpoint.body !== undefined && !endpoint.body.safeParse(payload).success;
    const queryInvalid = endpoint.query !== undefined && !endpoint.query.safeParse(asSent(search)).success;
    const paramsChanged = values.some((value, index) => value !== validParams[index]);
    const call: Call = { method: endpoint.method, url: urlOf(endpoint, values, search) };
    if (endpoint.contentType === 'multipart/form-data') {
      // Logo uploads: the fixture's image, or bytes that are not one.
      const file = payload === undefined ? (base.raw as Buffer) : Buffer.isBuffer(payload) ? payload : Buffer.from(String(payload));
      Object.assign(call, payload === undefined ? { raw: file, headers: base.headers } : world.multipart('logo', file));
      return { call, invalid: paramsChanged || payload !== undefined };
    }
    if (payload !== undefined) call.body = payload;
    else if (endpoint.body) {
      call.raw = '';
      call.headers = { 'content-type': 'application/json' };
    }
    return { call, invalid: bodyInvalid || queryInvalid || (paramsChanged && endpoint.method !== 'GET') };
  });
}
