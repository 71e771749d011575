import { Module } from '@nestjs/common';
import { LEADS_CONFIG, loadLeadsConfig } from './leads.config';
import { LeadsController } from './leads.controller';
import { LeadMergeModule } from './merge/lead-merge.module';
import { LeadBulkController } from './bulk/lead-bulk.controller';
import { LeadBulkService } from './bulk/lead-bulk.service';
import { LeadViewsController } from './views/lead-views.controller';
import { LeadViewsService } from './views/lead-views.service';
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
  controllers: [LeadBulkController, LeadsController, LeadFollowUpController, LeadViewsController],
  providers: [
    { provide: LEADS_CONFIG, useFactory: () => loadLeadsConfig() },
    LeadsService,
    LeadPipelineService,
    LeadNotesService,
    LeadDetailService,
    LeadsExportService,
    LeadFollowUpService,
    FollowUpReminderService,
    LeadViewsService,
    LeadBulkService,
  ],
  exports: [LeadsService],
})
export class LeadsModule {}
