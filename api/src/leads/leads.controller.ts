import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  ZCreateLeadRequest,
  ZLeadExportQuery,
  ZLeadListQuery,
  ZLeadNoteRequest,
  ZUpdateLeadRequest,
  type TCreateLeadResponse,
  type TLead,
  type TLeadDetail,
  type TLeadList,
  type TLeadNote,
  type TSessionUser,
} from '@agency/contracts';
import { Roles } from '../auth/roles.decorator';
import { CurrentUser } from '../auth/request-auth';
import { Produces } from '../common/endpoint-catalog/produces.decorator';
import { ZodDto } from '../common/validation/zod-dto';
import { LeadsExportService } from './export/leads-export';
import { LeadDetailService } from './lead-detail.service';
import { LeadsService } from './leads.service';
import { LeadNotesService } from './notes/lead-notes.service';
import { LeadPipelineService } from './pipeline/lead-pipeline.service';

class CreateLeadBody extends ZodDto(ZCreateLeadRequest) {}
class LeadListQuery extends ZodDto(ZLeadListQuery) {}
class LeadExportQuery extends ZodDto(ZLeadExportQuery) {}
class UpdateLeadBody extends ZodDto(ZUpdateLeadRequest) {}
class LeadNoteBody extends ZodDto(ZLeadNoteRequest) {}

@Controller('api/leads')
export class LeadsController {
  constructor(
    private readonly leads: LeadsService,
    private readonly pipeline: LeadPipelineService,
    private readonly notes: LeadNotesService,
    private readonly details: LeadDetailService,
    private readonly exports: LeadsExportService,
  ) {}

  /** The contact form and the onboarding wizard; public, rate limited per client address. */
  @Post()
  @HttpCode(201)
  create(@Body() body: CreateLeadBody, @Req() request: FastifyRequest): Promise<TCreateLeadResponse> {
    return this.leads.create(body, request.ip);
  }

  @Get()
  @Roles('admin')
  list(@Query() query: LeadListQuery): Promise<TLeadList> {
    return this.leads.list(query);
  }

  @Get('export')
  @Roles('admin')
  @Produces('text/csv')
  export(@Query() query: LeadExportQuery, @Res() reply: FastifyReply): FastifyReply {
    return this.exports.send(reply, query);
  }

  @Get(':id')
  @Roles('admin')
  detail(@Param('id') id: string, @CurrentUser() user: TSessionUser): Promise<TLeadDetail> {
    return this.details.detail(id, user);
  }

  @Patch(':id')
  @Roles('admin')
  update(@Param('id') id: string, @Body() body: UpdateLeadBody, @CurrentUser() user: TSessionUser): Promise<TLead> {
    return this.pipeline.update(id, body, user);
  }

  @Delete(':id')
  @Roles('admin')
  @HttpCode(204)
  async remove(@Param('id') id: string): Promise<void> {
    await this.leads.remove(id);
  }

  @Post(':id/notes')
  @Roles('admin')
  @HttpCode(201)
  addNote(@Param('id') id: string, @Body() body: LeadNoteBody, @CurrentUser() user: TSessionUser): Promise<TLeadNote> {
    return this.notes.add(id, body, user);
  }

  @Patch(':id/notes/:noteId')
  @Roles('admin')
  editNote(
    @Param('id') id: string,
    @Param('noteId') noteId: string,
    @Body() body: LeadNoteBody,
    @CurrentUser() user: TSessionUser,
  ): Promise<TLeadNote> {
    return this.notes.edit(id, noteId, body, user);
  }
}
