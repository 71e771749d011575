import { Module } from '@nestjs/common';
import { LEADS_CONFIG, loadLeadsConfig } from './leads.config';
import { LeadsController } from './leads.controller';
import { LeadMergeModule } from './merge/lead-merge.module';
import { FollowUpReminderService } from './follow-up/follow-up-reminder.service';
import { LeadFollowUpController } from './follow-up/lead-follow-up.controller';
import { LeadFollowUpService } from './follow-up/lead-follow-up.service';
import { LeadsService } from './leads.service';
import { LeadsExportService } from './export/leads-export';
import { LeadDetailService } from './lead-detail.service';
import { LeadNotesService } from './notes/lead-notes.service';
import { LeadPipelineService } from './pipeline/lead-pipeline.service';

/** Leads from the public forms, and the CRM's pipeline over them: list, changes, notes, one person's page, export. */
@Module({
  imports: [LeadMergeModule],
  controllers: [LeadsController, LeadFollowUpController],
  providers: [
    { provide: LEADS_CONFIG, useFactory: () => loadLeadsConfig() },
    LeadsService,
    LeadPipelineService,
    LeadNotesService,
    LeadDetailService,
    LeadsExportService,
    LeadFollowUpService,
    FollowUpReminderService,
  ],
  exports: [LeadsService],
})
export class LeadsModule {}
