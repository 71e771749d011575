import { BadRequestException, Injectable, UnauthorizedException, type ExecutionContext } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { FastifyRequest } from 'fastify';
import { INVALID_CREDENTIALS_MESSAGE, ZLoginRequest, toFieldErrors } from '@agency/contracts';

/**
 * Runs the local strategy. Guards run before pipes, so the body is validated with the contract here:
 * a missing field answers 400 with the field's message instead of passport's bare 401.
 */
@Injectable()
export class LocalAuthGuard extends AuthGuard('local') {
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const parsed = ZLoginRequest.safeParse(request.body);
    if (!parsed.success) {
      const errors = toFieldErrors(parsed.error);
      throw new BadRequestException({ statusCode: 400, message: errors[0]?.message ?? 'Validation failed', errors });
    }
    request.body = parsed.data;
    return (await super.canActivate(context)) as boolean;
  }

  override handleRequest<TUser>(error: unknown, user: TUser | false): TUser {
    if (error) throw error;
    if (!user) throw new UnauthorizedException(INVALID_CREDENTIALS_MESSAGE);
    return user;
  }
}
