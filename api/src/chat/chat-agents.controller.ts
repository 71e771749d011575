import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import type { TChatConversationList, TChatConversationSummary, TChatLeadCreated, TChatTranscript } from '@agency/contracts';
import { Roles } from '../auth/roles.decorator';
import { ChatAgentsService } from './chat-agents.service';

/** The CRM's 'Live Chat' tab; its live side is the /ws gateway with ?agent=1. */
@Controller('api/chat/conversations')
export class ChatAgentsController {
  constructor(private readonly agents: ChatAgentsService) {}

  @Get()
  @Roles('admin')
  list(): Promise<TChatConversationList> {
    return this.agents.list();
  }

  @Get(':id')
  @Roles('admin')
  transcript(@Param('id') id: string): Promise<TChatTranscript> {
    return this.agents.transcript(id);
  }

  @Post(':id/read')
  @Roles('admin')
  @HttpCode(200)
  read(@Param('id') id: string): Promise<TChatConversationSummary> {
    return this.agents.markRead(id);
  }

  /** 409 without the visitor's e-mail; a second call answers with the same lead. */
  @Post(':id/lead')
  @Roles('admin')
  @HttpCode(200)
  lead(@Param('id') id: string): Promise<TChatLeadCreated> {
    return this.agents.convertToLead(id);
  }
}
