import { Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  ZOnboardingChatListQuery,
  type TOnboardingChatLead,
  type TOnboardingChatList,
  type TOnboardingChatTranscript,
} from '@agency/contracts';
import { Roles } from '../auth/roles.decorator';
import { ZodDto } from '../common/validation/zod-dto';
import { OnboardingCrmService } from './onboarding-crm.service';

class ChatListQuery extends ZodDto(ZOnboardingChatListQuery) {}

/** The CRM's 'User Assessments' tab: admins only. */
@Controller('api/crm/onboarding-chats')
@Roles('admin')
export class OnboardingCrmController {
  constructor(private readonly crm: OnboardingCrmService) {}

  @Get()
  list(@Query() query: ChatListQuery): Promise<TOnboardingChatList> {
    return this.crm.list(query);
  }

  @Get(':id')
  transcript(@Param('id') id: string): Promise<TOnboardingChatTranscript> {
    return this.crm.transcript(id);
  }

  @Post(':id/lead')
  @HttpCode(200)
  convert(@Param('id') id: string): Promise<TOnboardingChatLead> {
    return this.crm.convertToLead(id);
  }
}
