import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import {
  ZOnboardingInitRequest,
  ZOnboardingMessageRequest,
  type TOnboardingInitResponse,
  type TOnboardingMessageResponse,
} from '@agency/contracts';
import { ZodDto } from '../common/validation/zod-dto';
import { OnboardingService } from './onboarding.service';

class InitBody extends ZodDto(ZOnboardingInitRequest) {}
class MessageBody extends ZodDto(ZOnboardingMessageRequest) {}

/** The consultant chat of 'Start Your Journey': public, rate limited per client address. */
@Controller('api/onboarding')
export class OnboardingController {
  constructor(private readonly onboarding: OnboardingService) {}

  @Post('init')
  @HttpCode(200)
  init(@Body() body: InitBody, @Req() request: FastifyRequest): Promise<TOnboardingInitResponse> {
    return this.onboarding.init(body.sessionId, request.ip);
  }

  @Post('message')
  @HttpCode(200)
  message(@Body() body: MessageBody, @Req() request: FastifyRequest): Promise<TOnboardingMessageResponse> {
    return this.onboarding.message(body, request.ip);
  }
}
