import { Body, Controller, HttpCode, Post, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ZLeadBulkRequest, ZLeadBulkExportRequest, type TLeadBulkResult, type TSessionUser } from '@agency/contracts';
import { Roles } from '../../auth/roles.decorator';
import { CurrentUser } from '../../auth/request-auth';
import { Produces } from '../../common/endpoint-catalog/produces.decorator';
import { ZodDto } from '../../common/validation/zod-dto';
import { LeadsExportService } from '../export/leads-export';
import { LeadBulkService } from './lead-bulk.service';

class LeadBulkBody extends ZodDto(ZLeadBulkRequest) {}
class LeadBulkExportBody extends ZodDto(ZLeadBulkExportRequest) {}

@Controller('api/leads/bulk')
export class LeadBulkController {
  constructor(
    private readonly bulk: LeadBulkService,
    private readonly exports: LeadsExportService,
  ) {}

  @Post()
  @Roles('admin')
  @HttpCode(200)
  apply(@Body() body: LeadBulkBody, @CurrentUser() user: TSessionUser): Promise<TLeadBulkResult> {
    return this.bulk.apply(body.target, body.action, user);
  }

  /** The ticked leads, or all matching, through the list's own CSV export (same columns, same streaming). */
  @Post('export')
  @Roles('admin')
  @HttpCode(200)
  @Produces('text/csv')
  export(@Body() body: LeadBulkExportBody, @Res() reply: FastifyReply): FastifyReply {
    const { target } = body;
    const filter = target.kind === 'ids' ? { ids: target.ids } : target.filter;
    return this.exports.send(reply, { ...filter, sort: 'createdAt', order: 'desc' });
  }
}
