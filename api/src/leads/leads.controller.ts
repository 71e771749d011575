import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { ZCreateLeadRequest, ZLeadListQuery, type TCreateLeadResponse, type TLeadList } from '@agency/contracts';
import { Roles } from '../auth/roles.decorator';
import { ZodDto } from '../common/validation/zod-dto';
import { LeadsService } from './leads.service';

class CreateLeadBody extends ZodDto(ZCreateLeadRequest) {}
class LeadListQuery extends ZodDto(ZLeadListQuery) {}

@Controller('api/leads')
export class LeadsController {
  constructor(private readonly leads: LeadsService) {}

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

  @Delete(':id')
  @Roles('admin')
  @HttpCode(204)
  async remove(@Param('id') id: string): Promise<void> {
    await this.leads.remove(id);
  }
}
