import { Module } from '@nestjs/common';
import { LeadDuplicatesController } from '../duplicates/lead-duplicates.controller';
import { LeadDuplicatesService } from '../duplicates/lead-duplicates.service';
import { LeadMergeController } from './lead-merge.controller';
import { LeadMergeService } from './lead-merge.service';

/** Duplicate suggestions for a lead and the merge of two leads (README.md in this folder). */
@Module({
  controllers: [LeadDuplicatesController, LeadMergeController],
  providers: [LeadDuplicatesService, LeadMergeService],
})
export class LeadMergeModule {}
