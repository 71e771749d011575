import { Module } from '@nestjs/common';
import { LEADS_CONFIG, loadLeadsConfig } from './leads.config';
import { LeadsController } from './leads.controller';
import { LeadsService } from './leads.service';
import { LeadsExportService } from './export/leads-export';
import { LeadDetailService } from './lead-detail.service';
import { LeadNotesService } from './notes/lead-notes.service';
import { LeadPipelineService } from './pipeline/lead-pipeline.service';

/** Leads from the public forms, and the CRM's pipeline over them: list, changes, notes, one person's page, export. */
@Module({
  controllers: [LeadsController],
  providers: [
    { provide: LEADS_CONFIG, useFactory: () => loadLeadsConfig() },
    LeadsService,
    LeadPipelineService,
    LeadNotesService,
    LeadDetailService,
    LeadsExportService,
  ],
  exports: [LeadsService],
})
export class LeadsModule {}
