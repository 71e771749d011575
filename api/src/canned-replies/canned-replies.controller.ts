import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { ZCannedReplyInput, ZCannedReplyUpdate, type TCannedReply, type TCannedReplyList } from '@agency/contracts';
import { Roles } from '../auth/roles.decorator';
import { ZodDto } from '../common/validation/zod-dto';
import { CannedRepliesService } from './canned-replies.service';

class CannedReplyBody extends ZodDto(ZCannedReplyInput) {}
class CannedReplyUpdateBody extends ZodDto(ZCannedReplyUpdate) {}

/** The CRM's canned replies (Live Chat tab): admins only. */
@Controller('api/chat/canned-replies')
export class CannedRepliesController {
  constructor(private readonly replies: CannedRepliesService) {}

  @Get()
  @Roles('admin')
  list(): Promise<TCannedReplyList> {
    return this.replies.list();
  }

  @Post()
  @Roles('admin')
  create(@Body() body: CannedReplyBody): Promise<TCannedReply> {
    return this.replies.create(body);
  }

  @Patch(':id')
  @Roles('admin')
  update(@Param('id') id: string, @Body() body: CannedReplyUpdateBody): Promise<TCannedReply> {
    return this.replies.update(id, body);
  }

  @Delete(':id')
  @Roles('admin')
  @HttpCode(204)
  async remove(@Param('id') id: string): Promise<void> {
    await this.replies.remove(id);
  }
}
