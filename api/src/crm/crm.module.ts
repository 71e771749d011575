import { Module } from '@nestjs/common';
import { CrmEmailsService } from './crm-emails.service';
import { CrmFiguresService } from './crm-figures.service';
import { CrmController } from './crm.controller';

/** The CRM's own read models and the outbox's admin view; the outbox itself comes from the global MailModule. */
@Module({
  controllers: [CrmController],
  providers: [CrmFiguresService, CrmEmailsService],
})
export class CrmModule {}
