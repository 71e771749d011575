import { Module } from '@nestjs/common';
import { LEADS_CONFIG, loadLeadsConfig } from './leads.config';
import { LeadsController } from './leads.controller';
import { LeadsService } from './leads.service';

/** Leads from the public forms and their listing for the CRM. */
@Module({
  controllers: [LeadsController],
  providers: [{ provide: LEADS_CONFIG, useFactory: () => loadLeadsConfig() }, LeadsService],
  exports: [LeadsService],
})
export class LeadsModule {}
