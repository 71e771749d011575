import { z } from 'zod';
import { API_ERROR_SCHEMA, listEndpoints, type ApiEndpoint } from '@agency/contracts';

type JsonSchema = Record<string, unknown>;

const ERROR_RESPONSES: Record<string, string> = {
  '400': 'Validation failed',
  '401': 'Not signed in',
  '403': 'Signed in without the required role, or cross-site request refused',
  '429': 'Too many requests',
};

/** Input schemas describe what a client sends (before transforms), outputs what the server answers. */
function toSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
  return rest;
}

/** `/api/things/:id` -> `/api/things/{id}` with its path parameters. */
function openApiPath(path: string): { path: string; parameters: JsonSchema[] } {
  const parameters: JsonSchema[] = [];
  const converted = path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    parameters.push({ name, in: 'path', required: true, schema: { type: 'string' } });
    return `{${name}}`;
  });
  return { path: converted, parameters };
}

function queryParameters(endpoint: ApiEndpoint): JsonSchema[] {
  if (!endpoint.query) return [];
  const schema = toSchema(endpoint.query, 'input');
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  return Object.entries(properties).map(([name, property]) => ({ name, in: 'query', required: required.has(name), schema: property }));
}

/** A JSON answer with its schema, a file (e.g. a CSV export) as a string of its media type, or no body. */
function successResponse(endpoint: ApiEndpoint): JsonSchema {
  if (endpoint.produces) {
    return { description: 'A file download', content: { [endpoint.produces]: { schema: { type: 'string' } } } };
  }
  if (endpoint.response) {
    return { description: 'Success', content: { 'application/json': { schema: toSchema(endpoint.response, 'output') } } };
  }
  return { description: 'Success' };
}

function operation(endpoint: ApiEndpoint, pathParameters: JsonSchema[]): JsonSchema {
  const status = String(endpoint.status ?? 200);
  const responses: Record<string, JsonSchema> = { [status]: successResponse(endpoint) };
  const errorCodes = ['400', '429', ...(endpoint.access === 'public' ? [] : ['401']), ...(endpoint.access === 'admin' ? ['403'] : [])];
  for (const code of errorCodes) {
    responses[code] = { description: ERROR_RESPONSES[code], content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } } };
  }
  const op: JsonSchema = {
    summary: endpoint.summary,
    tags: [endpoint.tag],
    operationId: `${endpoint.method.toLowerCase()}${endpoint.path.replace(/[^A-Za-z0-9]+(.)?/g, (_m, c?: string) => (c ? c.toUpperCase() : ''))}`,
    parameters: [...pathParameters, ...queryParameters(endpoint)],
    responses,
  };
  if (endpoint.access !== 'public') op.security = [{ session: [] }];
  if (endpoint.body) {
    const mediaType = endpoint.contentType ?? 'application/json';
    op.requestBody = { required: true, content: { [mediaType]: { schema: toSchema(endpoint.body, 'input') } } };
  }
  return op;
}

/** OpenAPI 3.1 document generated from the contracts' API_CATALOG, so the docs cannot drift from validation. */
export function buildOpenApiDocument(version: string): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const endpoint of listEndpoints()) {
    const { path, parameters } = openApiPath(endpoint.path);
    paths[path] ??= {};
    paths[path][endpoint.method.toLowerCase()] = operation(endpoint, parameters);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Agency platform API',
      version,
      description:
        'Every state-changing call must send `Content-Type: application/json` (or multipart/form-data) and, from a browser, an allowed Origin. Errors share one shape: `{statusCode, message, errors?}`.',
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      schemas: { ApiError: toSchema(API_ERROR_SCHEMA, 'output') },
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sid', description: '`__Host-sid` over HTTPS' } },
    },
  };
}
