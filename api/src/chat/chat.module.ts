import { Module } from '@nestjs/common';
import { OnboardingModule } from '../onboarding/onboarding.module';
import { CHAT_CONFIG, loadChatConfig } from './chat.config';
import { ChatAssignment } from './assignment/chat-assignment.service';
import { ChatInboxController } from './assignment/chat-inbox.controller';
import { ChatRating } from './rating/chat-rating.service';
import { ChatAddressLimits } from './chat-address-limits.service';
import { ChatAgentsController } from './chat-agents.controller';
import { ChatAgentsService } from './chat-agents.service';
import { ChatFanout } from './chat-fanout.service';
import { ChatFrameRouter } from './chat-frame-router';
import { ChatHub } from './chat-hub.service';
import { ChatMailer } from './chat-mailer.service';
import { ChatPresence } from './chat-presence.service';
import { ChatStore } from './chat-store.service';
import { ChatVisitorController } from './chat-visitor.controller';
import { ChatService } from './chat.service';
import { ChatGateway } from './chat.gateway';

/** Live chat: the /ws gateway for visitors and agents, and the agents' HTTP endpoints. */
@Module({
  // 'Talk to a person' in the AI consultant: ConsultantHandoff finds that session, ChatStore links the conversation to it.
  imports: [OnboardingModule],
  controllers: [ChatAgentsController, ChatInboxController, ChatVisitorController],
  providers: [
    { provide: CHAT_CONFIG, useFactory: () => loadChatConfig() },
    ChatStore,
    ChatHub,
    ChatAddressLimits,
    ChatMailer,
    ChatPresence,
    ChatService,
    ChatFrameRouter,
    ChatFanout,
    ChatAgentsService,
    ChatAssignment,
    ChatRating,
    ChatGateway,
  ],
})
export class ChatModule {}
