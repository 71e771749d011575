import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { ZLeadViewInput, ZLeadViewUpdate, type TLeadView, type TLeadViewList, type TSessionUser } from '@agency/contracts';
import { Roles } from '../../auth/roles.decorator';
import { CurrentUser } from '../../auth/request-auth';
import { ZodDto } from '../../common/validation/zod-dto';
import { LeadViewsService } from './lead-views.service';

class LeadViewBody extends ZodDto(ZLeadViewInput) {}
class LeadViewUpdateBody extends ZodDto(ZLeadViewUpdate) {}

@Controller('api/lead-views')
export class LeadViewsController {
  constructor(private readonly views: LeadViewsService) {}

  @Get()
  @Roles('admin')
  list(@CurrentUser() user: TSessionUser): Promise<TLeadViewList> {
    return this.views.list(user);
  }

  @Post()
  @Roles('admin')
  @HttpCode(201)
  create(@Body() body: LeadViewBody, @CurrentUser() user: TSessionUser): Promise<TLeadView> {
    return this.views.create(body, user);
  }

  @Patch(':id')
  @Roles('admin')
  update(@Param('id') id: string, @Body() body: LeadViewUpdateBody, @CurrentUser() user: TSessionUser): Promise<TLeadView> {
    return this.views.update(id, body, user);
  }

  @Delete(':id')
  @Roles('admin')
  @HttpCode(204)
  async remove(@Param('id') id: string, @CurrentUser() user: TSessionUser): Promise<void> {
    await this.views.remove(id, user);
  }
}
