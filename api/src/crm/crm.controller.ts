import { Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  ZCrmAnalyticsQuery,
  ZOutboxEmailListQuery,
  type TCrmAnalytics,
  type TCrmSummary,
  type TOutboxEmail,
  type TOutboxEmailList,
} from '@agency/contracts';
import { Roles } from '../auth/roles.decorator';
import { ZodDto } from '../common/validation/zod-dto';
import { CrmEmailsService } from './crm-emails.service';
import { CrmFiguresService } from './crm-figures.service';

class AnalyticsQuery extends ZodDto(ZCrmAnalyticsQuery) {}
class EmailListQuery extends ZodDto(ZOutboxEmailListQuery) {}

/** The CRM's read models (summary cards, Overview, Analytics) and the E-mails view of the outbox. Admins only. */
@Controller('api/crm')
@Roles('admin')
export class CrmController {
  constructor(
    private readonly figures: CrmFiguresService,
    private readonly emails: CrmEmailsService,
  ) {}

  @Get('summary')
  summary(): Promise<TCrmSummary> {
    return this.figures.summary();
  }

  @Get('analytics')
  analytics(@Query() query: AnalyticsQuery): Promise<TCrmAnalytics> {
    return this.figures.analytics(query.weeks);
  }

  @Get('emails')
  listEmails(@Query() query: EmailListQuery): Promise<TOutboxEmailList> {
    return this.emails.list(query);
  }

  @Post('emails/:id/retry')
  @HttpCode(200)
  retryEmail(@Param('id') id: string): Promise<TOutboxEmail> {
    return this.emails.retry(id);
  }
}
