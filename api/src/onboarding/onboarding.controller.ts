import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import {
  ZOnboardingBookRequest,
  ZOnboardingInitRequest,
  ZOnboardingMessageRequest,
  type TOnboardingBookResponse,
  type TOnboardingInitResponse,
  type TOnboardingMessageResponse,
} from '@agency/contracts';
import { ZodDto } from '../common/validation/zod-dto';
import { ConsultantBooking } from './consultant-booking.service';
import { OnboardingService } from './onboarding.service';

class InitBody extends ZodDto(ZOnboardingInitRequest) {}
class MessageBody extends ZodDto(ZOnboardingMessageRequest) {}
class BookBody extends ZodDto(ZOnboardingBookRequest) {}

/** The consultant chat of 'Start Your Journey': public, rate limited per client address. */
@Controller('api/onboarding')
export class OnboardingController {
  constructor(
    private readonly onboarding: OnboardingService,
    private readonly booking: ConsultantBooking,
  ) {}

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

  /** One of the offered times, booked through the booking service (its links are on PublicOrigin). */
  @Post('book')
  @HttpCode(200)
  book(@Body() body: BookBody, @Req() request: FastifyRequest): Promise<TOnboardingBookResponse> {
    return this.booking.book(body, request.ip);
  }
}
