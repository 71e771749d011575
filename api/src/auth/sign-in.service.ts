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

  async signOut(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const token = readSessionToken(request, this.config);
    if (token) await this.sessions.revoke(token);
    clearSessionCookie(request, reply, this.config);
  }
}
