import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { TSessionUser } from '@agency/contracts';
import type { ActiveSession } from '../sessions/sessions.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by SessionAuthGuard on routes that require a session. */
    auth?: ActiveSession;
  }
}

/** The signed-in user of a @Roles/@SignedIn route. */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): TSessionUser | undefined => {
  return context.switchToHttp().getRequest<FastifyRequest>().auth?.user;
});
