import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { ZAnalyticsBatch, type TAnalyticsAccepted } from '@agency/contracts';
import { ZodDto } from '../common/validation/zod-dto';
import { AnalyticsService } from './analytics.service';

class AnalyticsBatchBody extends ZodDto(ZAnalyticsBatch) {}

@Controller('api/analytics')
export class AnalyticsController {
  constructor(private readonly analytics: AnalyticsService) {}

  /**
   * Public, cookie-free: nothing is read from or written to cookies here. The shell sends batches
   * with navigator.sendBeacon and a JSON Blob, so the API's JSON-only rule for writes still holds.
   */
  @Post('events')
  @HttpCode(202)
  record(@Body() body: AnalyticsBatchBody, @Req() request: FastifyRequest): Promise<TAnalyticsAccepted> {
    return this.analytics.record(body, request.ip);
  }
}
