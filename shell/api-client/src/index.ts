import type { z } from 'zod';
import type { ApiCatalog, ApiEndpointKey } from '@agency/contracts';

/*
 * The browser's client of the API. Its types come from the endpoint catalog in @agency/contracts by `import type`
 * only, so it carries no schema code (zod stays off the first visit): what runs is method, path and fetch.
 * Shared with every remote as one singleton module; no app writes its own fetch wrapper.
 */

type Definition<K extends ApiEndpointKey> = ApiCatalog[K];
type PathOf<K extends string> = K extends `${string} ${infer Path}` ? Path : never;
type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

type ParamsInput<K extends ApiEndpointKey> = [ParamNames<PathOf<K>>] extends [never]
  ? unknown
  : { params: Record<ParamNames<PathOf<K>>, string> };
type BodyInput<D> = D extends { contentType: 'multipart/form-data' }
  ? { body: FormData }
  : D extends { body: infer S extends z.ZodType }
    ? { body: z.input<S> }
    : unknown;
type QueryInput<D> = D extends { query: infer S extends z.ZodType } ? { query?: z.input<S> } : unknown;

/** What a call to endpoint K takes: path parameters, body and query, as its catalog entry defines them. */
export type ApiInput<K extends ApiEndpointKey> = ParamsInput<K> & BodyInput<Definition<K>> & QueryInput<Definition<K>>;
/** What endpoint K answers (after the server's transforms); void for endpoints without a JSON answer. */
export type ApiOutput<K extends ApiEndpointKey> = Definition<K> extends { response: infer S extends z.ZodType } ? z.output<S> : void;
/** The input argument is optional exactly when the endpoint needs nothing. */
type InputArgs<K extends ApiEndpointKey> = object extends ApiInput<K> ? [input?: ApiInput<K>] : [input: ApiInput<K>];

interface LooseInput {
  params?: Record<string, string>;
  body?: unknown;
  query?: Record<string, unknown>;
}

/** 'GET /api/things/:id' with {id: 'a b'} -> '/api/things/a%20b'; the query appended without empty values. */
export function apiUrl<K extends ApiEndpointKey>(key: K, ...[input]: InputArgs<K>): string {
  const { params, query } = (input ?? {}) as LooseInput;
  const path = (key.slice(key.indexOf(' ') + 1) as string).replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter '${name}' for ${key}`);
    return encodeURIComponent(value);
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null && item !== '') search.append(name, String(item));
    }
  }
  const queryString = search.toString();
  return queryString ? `${path}?${queryString}` : path;
}

/** The catalog's reads: the only endpoints whose answers are cached. */
export type ApiReadKey = Extract<ApiEndpointKey, `GET ${string}`>;

/**
 * The cache key of a read, the one convention of every app: the endpoint's catalog key, then its input when it has
 * one. `apiKey('GET /api/leads')` names every cached read of that endpoint, whatever its input (React Query matches
 * keys by prefix), so a change invalidates what it affects by naming the endpoint, wherever the reading screen
 * lives: all apps share one QueryClient. shell/api-client/src/query-keys.test.ts checks that every key is built
 * here and that every invalidation names an endpoint some screen reads.
 */
export function apiKey<K extends ApiReadKey>(key: K, input?: ApiInput<K>): readonly unknown[] {
  return input === undefined ? [key] : [key, input];
}

/**
 * Calls one endpoint of the catalog: `api('POST /api/leads', { body })`, `api('GET /api/x/:id', { params: { id } })`.
 * Sends the session cookie; a JSON body (or FormData for uploads) only when there is one. A non-OK answer throws
 * Error('<status>: <body or status text>'), the shape the spec's 401 and 'Unauthorized' checks read.
 */
export function api<K extends ApiEndpointKey>(key: K, ...args: InputArgs<K>): Promise<ApiOutput<K>> {
  const method = key.slice(0, key.indexOf(' '));
  const body = (args[0] as LooseInput | undefined)?.body;
  const init: RequestInit = { method };
  if (body instanceof FormData) init.body = body;
  else if (body !== undefined) init.body = JSON.stringify(body);
  return requestJson<ApiOutput<K>>(apiUrl(key, ...args), init);
}

/**
 * Fetches JSON with the session cookie (spec part 1 §7: method and path, a JSON content type and body only when a
 * body exists). For URLs outside the catalog (e.g. /remotes.json) and the default query function.
 */
export async function requestJson<T>(url: string, init: RequestInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  headers.set('Accept', 'application/json');
  // FormData sets its own multipart content type with the boundary.
  if (init.body !== undefined && !(init.body instanceof FormData) && !headers.has('Content-Type')) {
    headers.set('Content-Type', 'application/json');
  }
  const response = await fetch(url, { ...init, headers, credentials: 'include' });
  if (!response.ok) {
    throw await responseError(response);
  }
  const text = response.status === 204 ? '' : await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/**
 * The spec's error: `${status}: ${body text, or the status text when the body is empty}`. Its `cause` is the
 * Response, so a screen can read a header of the refusal (the contact form: a 429's Retry-After).
 */
export async function responseError(response: Response): Promise<Error> {
  const bodyText = await response.text().catch(() => '');
  return new Error(`${response.status}: ${bodyText || response.statusText}`, { cause: response });
}

/** The HTTP status at the start of an error thrown by this client, if it is one. */
export function errorStatus(error: unknown): number | undefined {
  const match = error instanceof Error ? /^(\d{3}): /.exec(error.message) : null;
  return match ? Number(match[1]) : undefined;
}

/** The human message inside an API error body ({ message }), or the raw text. */
export function apiErrorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof Error)) {
    return fallback;
  }
  const body = error.message.replace(/^\d{3}: /, '');
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object' && 'message' in parsed) {
      const { message } = parsed;
      if (typeof message === 'string') return message;
      if (Array.isArray(message) && typeof message[0] === 'string') return message[0];
    }
  } catch {
    // Not JSON: the text itself is the message.
  }
  return body || fallback;
}
