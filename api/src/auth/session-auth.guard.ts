import { ForbiddenException, Inject, Injectable, UnauthorizedException, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import type { TUserRole } from '@agency/contracts';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.constants';
import { readSessionToken } from '../sessions/session-cookie';
import { SessionsService } from '../sessions/sessions.service';
import { ROLES_KEY } from './roles.decorator';
import './request-auth';

export const SIGN_IN_REQUIRED_MESSAGE = 'Unauthorized';
export const FORBIDDEN_MESSAGE = 'Forbidden';

/**
 * Global guard: routes marked @Roles/@SignedIn need a live session (401 without one) and a listed
 * role (403 otherwise). Unmarked routes are public and cost no session lookup.
 */
@Injectable()
export class SessionAuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const roles = this.reflector.getAllAndOverride<TUserRole[] | undefined>(ROLES_KEY, [context.getHandler(), context.getClass()]);
    if (roles === undefined) return true;

    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const token = readSessionToken(request, this.config);
    const session = token ? await this.sessions.resolve(token) : null;
    if (!session) throw new UnauthorizedException(SIGN_IN_REQUIRED_MESSAGE);
    if (roles.length > 0 && !roles.includes(session.user.role)) throw new ForbiddenException(FORBIDDEN_MESSAGE);
    request.auth = session;
    return true;
  }
}
