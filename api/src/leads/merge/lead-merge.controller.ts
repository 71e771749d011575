import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ZLeadMergeRequest, type TLeadMergeResult, type TSessionUser } from '@agency/contracts';
import { Roles } from '../../auth/roles.decorator';
import { CurrentUser } from '../../auth/request-auth';
import { ZodDto } from '../../common/validation/zod-dto';
import { LeadMergeService } from './lead-merge.service';

class LeadMergeBody extends ZodDto(ZLeadMergeRequest) {}

/** Merging another lead into this one (`:id` survives). Admins only. */
@Controller('api/leads')
export class LeadMergeController {
  constructor(private readonly merges: LeadMergeService) {}

  @Post(':id/merge')
  @Roles('admin')
  @HttpCode(200)
  merge(@Param('id') id: string, @Body() body: LeadMergeBody, @CurrentUser() user: TSessionUser): Promise<TLeadMergeResult> {
    return this.merges.merge(id, body, user);
  }
}
