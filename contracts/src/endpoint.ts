import type { z } from 'zod';

/**
 * One HTTP endpoint, defined once. The key it is stored under ('POST /api/leads') gives its method and path; the
 * definition gives everything else. The API's routes are checked against these definitions, the OpenAPI document is
 * generated from them and the browser's typed client (@agency/api-client) takes its types from them.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** 'METHOD /api/path', with `:name` for path parameters. */
export type EndpointKey = `${HttpMethod} /api/${string}`;

/** Who may call: anyone, any signed-in user, or admins only. The route's guard must say the same. */
export type EndpointAccess = 'public' | 'signed-in' | 'admin';

/**
 * Object-level rule for an endpoint whose path names an object a client owns (its `:id`): 'owner' — only the account
 * that holds it; 'owner-or-admin' — that account or an admin. Anyone else gets the same 404, with the same body, as for
 * an id that does not exist, so ids cannot be probed. Absent: the path names no client-owned object (admin-only data,
 * public data, or a capability such as a booking token, whose secret itself is the permission).
 */
export type EndpointOwnership = 'owner' | 'owner-or-admin';

export interface EndpointDefinition {
  summary: string;
  /** The OpenAPI tag, usually the domain. */
  tag: string;
  access: EndpointAccess;
  /** Who may reach the object the path names; the generated authorization matrix (api/test/security) checks it. */
  owner?: EndpointOwnership;
  /** JSON body (POST, PUT, PATCH). */
  body?: z.ZodType;
  /** Query string; values arrive as text, so numbers are coerced. */
  query?: z.ZodType;
  /** JSON answer. Absent: no body (204) or a body nobody reads. */
  response?: z.ZodType;
  /** Success status; 200 unless given. */
  status?: 200 | 201 | 202 | 204;
  /** Not JSON: e.g. a multipart upload. The typed client sends FormData for these. */
  contentType?: 'multipart/form-data';
  /** An answer that is a file, not JSON (e.g. a CSV export): the browser downloads it from `apiUrl(key, input)`. */
  produces?: 'text/csv';
}

/** A domain's endpoints: `export const LEAD_ENDPOINTS = { ... } satisfies EndpointGroup`. */
export type EndpointGroup = Record<EndpointKey, EndpointDefinition>;
