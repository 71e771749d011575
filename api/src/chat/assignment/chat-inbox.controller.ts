import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import {
  ZChatAssignInput,
  ZChatStateInput,
  type TChatAssigneeList,
  type TChatConversationSummary,
  type TChatRatingReport,
  type TSessionUser,
} from '@agency/contracts';
import { Roles } from '../../auth/roles.decorator';
import { CurrentUser } from '../../auth/request-auth';
import { ZodDto } from '../../common/validation/zod-dto';
import { ChatRating } from '../rating/chat-rating.service';
import { ChatAssignment } from './chat-assignment.service';

class ChatStateBody extends ZodDto(ZChatStateInput) {}
class ChatAssignBody extends ZodDto(ZChatAssignInput) {}

/** The Live Chat tab's workflow: state, assignee, the admins to assign to, and the visitors' ratings. Admins only. */
@Controller('api/chat')
export class ChatInboxController {
  constructor(
    private readonly assignment: ChatAssignment,
    private readonly ratings: ChatRating,
  ) {}

  @Post('conversations/:id/state')
  @Roles('admin')
  @HttpCode(200)
  setState(@Param('id') id: string, @Body() body: ChatStateBody): Promise<TChatConversationSummary> {
    return this.assignment.setState(id, body.state);
  }

  @Post('conversations/:id/assign')
  @Roles('admin')
  @HttpCode(200)
  assign(@Param('id') id: string, @Body() body: ChatAssignBody): Promise<TChatConversationSummary> {
    return this.assignment.assign(id, body.assigneeId);
  }

  @Get('assignees')
  @Roles('admin')
  assignees(@CurrentUser() user: TSessionUser): Promise<TChatAssigneeList> {
    return this.assignment.assignees(user.id);
  }

  @Get('ratings')
  @Roles('admin')
  report(): Promise<TChatRatingReport> {
    return this.ratings.report();
  }
}
