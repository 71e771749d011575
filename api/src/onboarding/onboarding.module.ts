import { Module } from '@nestjs/common';
import { SchedulingModule } from '../scheduling/scheduling.module';
import { ConsultantBooking } from './consultant-booking.service';
import { ConsultantHandoff } from './consultant-handoff.service';
import { LlmReplyWriter } from './llm-reply-writer';
import { LlmUnderstander, MESSAGE_UNDERSTANDER, ScriptedUnderstander, type MessageUnderstander } from './message-understander';
import { OnboardingCrmController } from './onboarding-crm.controller';
import { OnboardingCrmService } from './onboarding-crm.service';
import { ONBOARDING_CONFIG, loadOnboardingConfig, type OnboardingConfig } from './onboarding.config';
import { OnboardingController } from './onboarding.controller';
import { OnboardingService } from './onboarding.service';
import { REPLY_WRITER, ScriptedReplyWriter, type ReplyWriter } from './reply-writer';

/** The AI business consultant (onboarding chat) and the CRM's view of its sessions. */
@Module({
  imports: [SchedulingModule],
  controllers: [OnboardingController, OnboardingCrmController],
  providers: [
    { provide: ONBOARDING_CONFIG, useFactory: () => loadOnboardingConfig() },
    {
      provide: REPLY_WRITER,
      inject: [ONBOARDING_CONFIG],
      useFactory: (config: OnboardingConfig): ReplyWriter => (config.llm ? new LlmReplyWriter(config.llm) : new ScriptedReplyWriter()),
    },
    {
      provide: MESSAGE_UNDERSTANDER,
      inject: [ONBOARDING_CONFIG],
      useFactory: (config: OnboardingConfig): MessageUnderstander => (config.llm ? new LlmUnderstander(config.llm) : new ScriptedUnderstander()),
    },
    OnboardingService,
    OnboardingCrmService,
    ConsultantBooking,
    ConsultantHandoff,
  ],
  // The live chat links a conversation to the consultant session its visitor was handed over from.
  exports: [ConsultantHandoff],
})
export class OnboardingModule {}
