import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import {
  ZLeadEmailRequest,
  ZLeadEmailTemplateRequest,
  type TLeadEmailPreview,
  type TLeadEmailSent,
  type TLeadEmailTemplate,
} from '@agency/contracts';
import { Roles } from '../auth/roles.decorator';
import { ZodDto } from '../common/validation/zod-dto';
import { LeadEmailTemplatesService } from './lead-email-templates.service';
import { LeadEmailsService } from './lead-emails.service';

class TemplateBody extends ZodDto(ZLeadEmailTemplateRequest) {}
class LeadEmailBody extends ZodDto(ZLeadEmailRequest) {}

/** The CRM's e-mail templates: admins only. */
@Controller('api/lead-email-templates')
export class LeadEmailTemplatesController {
  constructor(private readonly templates: LeadEmailTemplatesService) {}

  @Get()
  @Roles('admin')
  list(): Promise<TLeadEmailTemplate[]> {
    return this.templates.list();
  }

  @Post()
  @Roles('admin')
  @HttpCode(201)
  create(@Body() body: TemplateBody): Promise<TLeadEmailTemplate> {
    return this.templates.create(body);
  }

  @Patch(':id')
  @Roles('admin')
  update(@Param('id') id: string, @Body() body: TemplateBody): Promise<TLeadEmailTemplate> {
    return this.templates.update(id, body);
  }

  @Delete(':id')
  @Roles('admin')
  @HttpCode(204)
  async remove(@Param('id') id: string): Promise<void> {
    await this.templates.remove(id);
  }
}

/** E-mail to one lead from its page: a preview with the variables filled in, then the send. */
@Controller('api/leads/:id/emails')
export class LeadEmailsController {
  constructor(private readonly emails: LeadEmailsService) {}

  @Post('preview')
  @Roles('admin')
  @HttpCode(200)
  preview(@Param('id') id: string, @Body() body: LeadEmailBody): Promise<TLeadEmailPreview> {
    return this.emails.preview(id, body);
  }

  @Post()
  @Roles('admin')
  @HttpCode(201)
  send(@Param('id') id: string, @Body() body: LeadEmailBody): Promise<TLeadEmailSent> {
    return this.emails.send(id, body);
  }
}
