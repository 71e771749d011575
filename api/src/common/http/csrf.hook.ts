import type { FastifyReply, FastifyRequest } from 'fastify';
import { remoteOrigins, type AppConfig } from '../../config/app-config';
import { ownOrigin } from './request-origin';

export const CSRF_REFUSED_MESSAGE = 'Forbidden: cross-site request refused';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Content types an HTML form cannot send without a CORS preflight (multipart is also origin-checked). */
const ALLOWED_CONTENT_TYPES = ['application/json', 'multipart/form-data'];

function mediaType(header: string | undefined): string {
  return (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/**
 * CSRF defence for the API without tokens: a state-changing call must be JSON (or multipart), which a
 * cross-site form cannot produce without a preflight, and when the browser names its Origin it must be
 * ours or a configured remote's. A call with no body (mark read, delete) carries no content type, so it
 * must name an allowed Origin instead: browsers always send one on POST and DELETE. SameSite=Lax cookies
 * are the second layer.
 */
export function createCsrfHook(config: AppConfig) {
  const trustedRemoteOrigins = new Set(remoteOrigins(config));
  return async function csrfHook(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    if (!UNSAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    const contentType = mediaType(request.headers['content-type']);
    const origin = request.headers.origin;
    const originAllowed = origin === undefined || origin === ownOrigin(request, config) || trustedRemoteOrigins.has(origin);
    if (ALLOWED_CONTENT_TYPES.includes(contentType) && originAllowed) return;
    if (contentType === '' && !hasBody(request) && origin !== undefined && originAllowed) return;
    request.log.warn({ origin, contentType }, 'cross-site request refused');
    await reply.code(403).send({ statusCode: 403, message: CSRF_REFUSED_MESSAGE });
  };
}
