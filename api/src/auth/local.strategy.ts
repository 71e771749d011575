import { Injectable, UnauthorizedException } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { FastifyRequest } from 'fastify';
import { Strategy } from 'passport-local';
import { INVALID_CREDENTIALS_MESSAGE } from '@agency/contracts';
import { UsersService } from '../users/users.service';
import type { User } from '../users/user.entity';
import { LoginThrottleService } from './login-throttle.service';

/** Email + password sign-in; the same answer for unknown emails and wrong passwords. */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy, 'local') {
  constructor(
    private readonly users: UsersService,
    private readonly throttle: LoginThrottleService,
  ) {
    super({ usernameField: 'email', passwordField: 'password', passReqToCallback: true, session: false });
  }

  async validate(request: FastifyRequest, email: string, password: string): Promise<User> {
    await this.throttle.beforeAttempt(email, request.ip);
    const user = await this.users.verifyCredentials(email, password);
    if (!user) {
      await this.throttle.recordFailure(email, request.ip);
      throw new UnauthorizedException(INVALID_CREDENTIALS_MESSAGE);
    }
    await this.throttle.recordSuccess(email);
    return user;
  }
}
