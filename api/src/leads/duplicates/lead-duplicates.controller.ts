import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import type { TLeadDuplicates, TSessionUser } from '@agency/contracts';
import { Roles } from '../../auth/roles.decorator';
import { CurrentUser } from '../../auth/request-auth';
import { LeadDuplicatesService } from './lead-duplicates.service';

/** A lead's suggested duplicates, and dismissing one. Admins only. */
@Controller('api/leads')
export class LeadDuplicatesController {
  constructor(private readonly duplicates: LeadDuplicatesService) {}

  @Get(':id/duplicates')
  @Roles('admin')
  list(@Param('id') id: string): Promise<TLeadDuplicates> {
    return this.duplicates.suggestions(id);
  }

  @Post(':id/duplicates/:otherId/dismiss')
  @Roles('admin')
  @HttpCode(204)
  async dismiss(@Param('id') id: string, @Param('otherId') otherId: string, @CurrentUser() user: TSessionUser): Promise<void> {
    await this.duplicates.dismiss(id, otherId, user);
  }
}
