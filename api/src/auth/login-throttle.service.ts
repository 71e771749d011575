import { Inject, Injectable } from '@nestjs/common';
import { setTimeout as delay } from 'node:timers/promises';
import { TOO_MANY_SIGN_IN_ATTEMPTS_MESSAGE } from '@agency/contracts';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.constants';
import { TooManyRequestsException } from '../common/errors/too-many-requests.exception';
import { RateLimitService, type RateLimitRule } from '../rate-limit/rate-limit.service';

/**
 * Failed sign-ins counted per email (guessing one account's password) and per client IP (trying
 * many accounts), in PostgreSQL so every instance sees them. Past a few failures answers slow down;
 * past the limit sign-in is refused for the window, even with the right password.
 */
@Injectable()
export class LoginThrottleService {
  private readonly emailRule: RateLimitRule;
  private readonly ipRule: RateLimitRule;

  constructor(
    private readonly rateLimits: RateLimitService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    const windowSeconds = config.login.windowMinutes * 60;
    this.emailRule = { limit: config.login.maxFailures, windowSeconds };
    this.ipRule = { limit: config.login.maxFailuresPerIp, windowSeconds };
  }

  /** Throws 429 when either counter is used up; otherwise waits a little when failures have piled up. */
  async beforeAttempt(email: string, ip: string): Promise<void> {
    const [byEmail, byIp] = await Promise.all([
      this.rateLimits.peek(emailKey(email), this.emailRule),
      this.rateLimits.peek(ipKey(ip), this.ipRule),
    ]);
    const blocked = [byEmail, byIp].find((result) => !result.allowed);
    if (blocked) throw new TooManyRequestsException(TOO_MANY_SIGN_IN_ATTEMPTS_MESSAGE, blocked.retryAfterSeconds);
    const excess = byEmail.count - this.config.login.slowdownAfter;
    if (excess > 0 && this.config.login.slowdownMs > 0) await delay(Math.min(excess * this.config.login.slowdownMs, 3000));
  }

  async recordFailure(email: string, ip: string): Promise<void> {
    await Promise.all([this.rateLimits.consume(emailKey(email), this.emailRule), this.rateLimits.consume(ipKey(ip), this.ipRule)]);
  }

  /** A correct password clears that email's failures (not the IP's, which one known account must not reset). */
  async recordSuccess(email: string): Promise<void> {
    await this.rateLimits.reset(emailKey(email));
  }
}

function emailKey(email: string): string {
  return `login-failure:email:${email.toLowerCase()}`;
}

function ipKey(ip: string): string {
  return `login-failure:ip:${ip}`;
}
