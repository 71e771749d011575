import { Body, Controller, Get, HttpCode, Param, Patch, Post, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ZCreateCompanyRequest, ZUpdateCompanyRequest, type TCompany, type TCompanyList, type TSessionUser } from '@agency/contracts';
import { CurrentUser } from '../auth/request-auth';
import { SignedIn } from '../auth/roles.decorator';
import { OutsideCatalog } from '../common/endpoint-catalog/outside-catalog.decorator';
import { ZodDto } from '../common/validation/zod-dto';
import { CompaniesService } from './companies.service';
import { checkLogoRequest, readLogoFile } from './logo-upload';

class CreateCompanyBody extends ZodDto(ZCreateCompanyRequest) {}
class UpdateCompanyBody extends ZodDto(ZUpdateCompanyRequest) {}

/** A year: a logo's URL changes with every upload, so its bytes never do. */
const LOGO_CACHE_CONTROL = 'private, max-age=31536000, immutable';

@Controller('api/companies')
export class CompaniesController {
  constructor(private readonly companies: CompaniesService) {}

  @Get('user')
  @SignedIn()
  listOwn(@CurrentUser() user: TSessionUser): Promise<TCompanyList> {
    return this.companies.list(user.id);
  }

  @Get()
  @SignedIn()
  list(@CurrentUser() user: TSessionUser): Promise<TCompanyList> {
    return this.companies.list(user.id);
  }

  @Post()
  @SignedIn()
  @HttpCode(201)
  create(@CurrentUser() user: TSessionUser, @Body() body: CreateCompanyBody): Promise<TCompany> {
    return this.companies.create(user.id, body);
  }

  @Patch(':id')
  @SignedIn()
  update(@CurrentUser() user: TSessionUser, @Param('id') id: string, @Body() body: UpdateCompanyBody): Promise<TCompany> {
    return this.companies.update(user.id, id, body);
  }

  /** Ownership, the upload limit and the declared size are checked before the body is read; the type comes from the bytes. */
  @Post(':id/logo')
  @SignedIn()
  @HttpCode(200)
  async uploadLogo(
    @CurrentUser() user: TSessionUser,
    @Param('id') id: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<TCompany> {
    try {
      await this.companies.beforeLogoUpload(user.id, id);
    } catch (error) {
      void reply.header('connection', 'close');
      throw error;
    }
    checkLogoRequest(request, reply);
    const upload = await readLogoFile(request, reply);
    return this.companies.setLogo(user.id, id, upload);
  }

  @Get(':id/logos/:logoId')
  @SignedIn()
  @OutsideCatalog('serves the image bytes, not JSON')
  async logo(
    @CurrentUser() user: TSessionUser,
    @Param('id') id: string,
    @Param('logoId') logoId: string,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const logo = await this.companies.logo(user, id, logoId);
    await reply
      .header('content-type', logo.contentType)
      .header('content-length', String(logo.bytes.length))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', LOGO_CACHE_CONTROL)
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(logo.bytes);
  }
}
