import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.constants';
import { clearSessionCookie, readSessionToken, setSessionCookie } from '../sessions/session-cookie';
import { SessionsService } from '../sessions/sessions.service';

/** Starts and ends browser sessions: the one place that writes the session cookie. */
@Injectable()
export class SignInService {
  constructor(
    private readonly sessions: SessionsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** A fresh token at every sign-in; the browser's previous session is revoked (no session fixation). */
  async signIn(request: FastifyRequest, reply: FastifyReply, userId: string): Promise<void> {
    const previous = readSessionToken(request, this.config);
    if (previous) await this.sessions.revoke(previous);
    const session = await this.sessions.create(userId, { ipAddress: request.ip, userAgent: request.headers['user-agent'] });
    setSessionCookie(request, reply, this.config, session.token, session.expiresAt);
  }

  /**
   * After a password change: every session of the user ends (a thief's included) and this browser gets a new token,
   * so the request that proved the current password stays signed in.
   */
  async renewAfterPasswordChange(request: FastifyRequest, reply: FastifyReply, userId: string): Promise<void> {
    await this.sessions.revokeAllForUser(userId);
    await this.signIn(request, reply, userId);
  }

  /** Whether the browser's session cookie names a live session. */
  async isSignedIn(request: FastifyRequest): Promise<boolean> {
    const token = readSessionToken(request, this.config);
    return token !== undefined && (await this.sessions.resolve(token)) !== null;
  }

  async signOut(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const token = readSessionToken(request, this.config);
    if (token) await this.sessions.revoke(token);
    clearSessionCookie(request, reply, this.config);
  }
}
