import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config/app-config';

/**
 * This server's own origin as the browser sees it: PUBLIC_URL when set, else from the request (trustProxy-aware).
 * For comparing with the Origin a browser sent (the CSRF check) only: a link is built on PublicOrigin, never on this.
 */
export function ownOrigin(request: FastifyRequest, config: AppConfig): string {
  if (config.publicUrl) return new URL(config.publicUrl).origin;
  return `${request.protocol}://${request.host}`;
}

/** Whether the browser reached us over HTTPS, which decides the Secure/__Host- cookie. */
export function isSecureRequest(request: FastifyRequest, config: AppConfig): boolean {
  if (config.publicUrl) return config.publicUrl.startsWith('https:');
  return request.protocol === 'https';
}
