import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/app-config';
import { isSecureRequest } from '../common/http/request-origin';

/** Over HTTPS the cookie is `__Host-` prefixed: Secure, Path=/, no Domain, so no subdomain can plant or read it. */
export function sessionCookieName(secure: boolean): string {
  return secure ? '__Host-sid' : 'sid';
}

export function readSessionToken(request: FastifyRequest, config: AppConfig): string | undefined {
  const value = request.cookies[sessionCookieName(isSecureRequest(request, config))];
  return value && value.length <= 100 ? value : undefined;
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, config: AppConfig, token: string, expiresAt: Date): void {
  const secure = isSecureRequest(request, config);
  reply.setCookie(sessionCookieName(secure), token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    expires: expiresAt,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply, config: AppConfig): void {
  const secure = isSecureRequest(request, config);
  reply.clearCookie(sessionCookieName(secure), { httpOnly: true, sameSite: 'lax', secure, path: '/' });
}
