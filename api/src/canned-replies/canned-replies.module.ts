import { Module } from '@nestjs/common';
import { CannedRepliesController } from './canned-replies.controller';
import { CannedRepliesService } from './canned-replies.service';

/** Canned replies for the live chat's agents; writes only canned_reply. */
@Module({
  controllers: [CannedRepliesController],
  providers: [CannedRepliesService],
})
export class CannedRepliesModule {}
