import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { ZLeadFollowUpRequest, type TFollowUpsToday, type TLeadFollowUp, type TSessionUser } from '@agency/contracts';
import { Roles } from '../../auth/roles.decorator';
import { CurrentUser } from '../../auth/request-auth';
import { ZodDto } from '../../common/validation/zod-dto';
import { LeadFollowUpService } from './lead-follow-up.service';

class LeadFollowUpBody extends ZodDto(ZLeadFollowUpRequest) {}

/** A lead's owner and follow-up day, and the Overview's follow-ups of the day. Admins only. */
@Controller('api/leads')
export class LeadFollowUpController {
  constructor(private readonly followUps: LeadFollowUpService) {}

  @Get('follow-ups/today')
  @Roles('admin')
  today(@CurrentUser() user: TSessionUser): Promise<TFollowUpsToday> {
    return this.followUps.today(user);
  }

  @Get(':id/follow-up')
  @Roles('admin')
  get(@Param('id') id: string): Promise<TLeadFollowUp> {
    return this.followUps.get(id);
  }

  @Put(':id/follow-up')
  @Roles('admin')
  set(@Param('id') id: string, @Body() body: LeadFollowUpBody, @CurrentUser() user: TSessionUser): Promise<TLeadFollowUp> {
    return this.followUps.set(id, body, user);
  }
}
