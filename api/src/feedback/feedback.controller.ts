import { Body, Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import {
  ZCreateFeedbackReactionRequest,
  ZCreateFeedbackSubmissionRequest,
  type TCreateFeedbackSubmissionResponse,
  type TFeedbackContext,
  type TFeedbackOverview,
  type TFeedbackReaction,
  type TFeedbackReactionList,
  type TFeedbackSummary,
} from '@agency/contracts';
import { Roles } from '../auth/roles.decorator';
import { ZodDto } from '../common/validation/zod-dto';
import { FeedbackService } from './feedback.service';

class CreateReactionBody extends ZodDto(ZCreateFeedbackReactionRequest) {}
class CreateSubmissionBody extends ZodDto(ZCreateFeedbackSubmissionRequest) {}

/** The widgets' calls are public (visitors need no account) and the writes are rate limited per client address. */
@Controller('api/feedback')
export class FeedbackController {
  constructor(private readonly feedback: FeedbackService) {}

  @Get('contexts/:contextIdentifier')
  context(@Param('contextIdentifier') identifier: string): Promise<TFeedbackContext> {
    return this.feedback.context(identifier);
  }

  @Get('reactions/:contextId')
  reactions(@Param('contextId') contextId: string): Promise<TFeedbackReactionList> {
    return this.feedback.reactions(contextId);
  }

  @Get('summary/:contextId')
  summary(@Param('contextId') contextId: string): Promise<TFeedbackSummary> {
    return this.feedback.summary(contextId);
  }

  @Post('reactions')
  @HttpCode(201)
  createReaction(@Body() body: CreateReactionBody, @Req() request: FastifyRequest): Promise<TFeedbackReaction> {
    return this.feedback.createReaction(body, request.ip);
  }

  @Post('submissions')
  @HttpCode(201)
  createSubmission(@Body() body: CreateSubmissionBody, @Req() request: FastifyRequest): Promise<TCreateFeedbackSubmissionResponse> {
    return this.feedback.createSubmission(body, request.ip);
  }

  @Get('overview')
  @Roles('admin')
  overview(): Promise<TFeedbackOverview> {
    return this.feedback.overview();
  }
}
