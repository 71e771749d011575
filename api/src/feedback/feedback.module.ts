import { Module } from '@nestjs/common';
import { FeedbackContexts } from './feedback-contexts.service';
import { FEEDBACK_CONFIG, loadFeedbackConfig } from './feedback.config';
import { FeedbackController } from './feedback.controller';
import { FeedbackService } from './feedback.service';

/** The feedback widgets' contexts, reactions and submissions, and their overview for the CRM. */
@Module({
  controllers: [FeedbackController],
  providers: [{ provide: FEEDBACK_CONFIG, useFactory: () => loadFeedbackConfig() }, FeedbackContexts, FeedbackService],
})
export class FeedbackModule {}
