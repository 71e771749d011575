import { Body, Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import {
  ZCreateDashboardDiscoveryRequest,
  ZCreateDiscoveryResponseRecordRequest,
  ZCreatePublicDiscoveryRequest,
  type TCreateDiscoveryResponse,
  type TDiscoveryAssessment,
  type TDiscoveryAssessmentList,
  type TSessionUser,
} from '@agency/contracts';
import { CurrentUser } from '../auth/request-auth';
import { SignedIn } from '../auth/roles.decorator';
import { ZodDto } from '../common/validation/zod-dto';
import { DiscoveryService } from './discovery.service';

class DashboardDiscoveryBody extends ZodDto(ZCreateDashboardDiscoveryRequest) {}
class PublicDiscoveryBody extends ZodDto(ZCreatePublicDiscoveryRequest) {}
class DiscoveryResponseRecordBody extends ZodDto(ZCreateDiscoveryResponseRecordRequest) {}

@Controller('api/discovery')
export class DiscoveryController {
  constructor(private readonly discovery: DiscoveryService) {}

  /** The dashboard's scored assessment: answers only, the score is the server's. */
  @Post()
  @SignedIn()
  @HttpCode(201)
  createDashboard(@Body() body: DashboardDiscoveryBody, @CurrentUser() user: TSessionUser): Promise<TDiscoveryAssessment> {
    return this.discovery.createDashboard(user.id, body);
  }

  /** The public assessment at /discovery: no account needed, rate limited per client address. */
  @Post('public')
  @HttpCode(201)
  createPublic(@Body() body: PublicDiscoveryBody, @Req() request: FastifyRequest): Promise<TCreateDiscoveryResponse> {
    return this.discovery.createPublic(body, request.ip);
  }

  @Post('link/:id')
  @SignedIn()
  @HttpCode(200)
  link(@Param('id') id: string, @CurrentUser() user: TSessionUser): Promise<TDiscoveryAssessment> {
    return this.discovery.link(id, user.id);
  }

  @Get('user')
  @SignedIn()
  listForUser(@CurrentUser() user: TSessionUser): Promise<TDiscoveryAssessmentList> {
    return this.discovery.listForUser(user.id);
  }
}

/** The onboarding wizard's record (part 1 §3), sent after its lead with that lead's id. */
@Controller('api/discovery-responses')
export class DiscoveryResponsesController {
  constructor(private readonly discovery: DiscoveryService) {}

  @Post()
  @HttpCode(201)
  create(@Body() body: DiscoveryResponseRecordBody, @Req() request: FastifyRequest): Promise<TCreateDiscoveryResponse> {
    return this.discovery.createRecord(body, request.ip);
  }
}
