import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';

/** An id a proxy or caller may pass along: short, printable, no spaces (it ends up in logs). */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:@-]{1,128}$/;

/** Fastify's genReqId: keeps a sane incoming x-request-id so one id follows a request across services. */
export function requestId(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}
