import { Global, Module } from '@nestjs/common';
import { RateLimitService } from './rate-limit.service';

/** Shared, database-backed rate limits for any module (sign-in, lead forms, chat). */
@Global()
@Module({ providers: [RateLimitService], exports: [RateLimitService] })
export class RateLimitModule {}
