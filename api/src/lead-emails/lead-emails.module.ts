import { Module } from '@nestjs/common';
import { LeadEmailsController, LeadEmailTemplatesController } from './lead-emails.controller';
import { LeadEmailTemplatesService } from './lead-email-templates.service';
import { LeadEmailsService } from './lead-emails.service';

/** E-mail from a lead's page: the team's templates and the mails sent through the outbox. */
@Module({
  controllers: [LeadEmailTemplatesController, LeadEmailsController],
  providers: [LeadEmailTemplatesService, LeadEmailsService],
})
export class LeadEmailsModule {}
