import { Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  ZChatConversationListQuery,
  type TChatConversationList,
  type TChatConversationSummary,
  type TChatLeadCreated,
  type TChatTranscript,
  type TSessionUser,
} from '@agency/contracts';
import { Roles } from '../auth/roles.decorator';
import { CurrentUser } from '../auth/request-auth';
import { ZodDto } from '../common/validation/zod-dto';
import { ChatAgentsService } from './chat-agents.service';

class ChatListQuery extends ZodDto(ZChatConversationListQuery) {}

/** The CRM's 'Live Chat' tab; its live side is the /ws gateway with ?agent=1. */
@Controller('api/chat/conversations')
export class ChatAgentsController {
  constructor(private readonly agents: ChatAgentsService) {}

  @Get()
  @Roles('admin')
  list(@Query() query: ChatListQuery, @CurrentUser() user: TSessionUser): Promise<TChatConversationList> {
    return this.agents.list(query.filter, user.id);
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
