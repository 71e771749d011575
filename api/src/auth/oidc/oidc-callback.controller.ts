import { Controller, Get, NotFoundException, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { OutsideCatalog } from '../../common/endpoint-catalog/outside-catalog.decorator';
import { OidcService } from './oidc.service';

/** Where the identity provider sends the browser back (register `<site>/api/auth/oidc/callback` with it). */
@Controller('api/auth/oidc')
@OutsideCatalog("the identity provider's redirect back to this site")
export class OidcCallbackController {
  constructor(private readonly oidc: OidcService) {}

  @Get('callback')
  async callback(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    if (!this.oidc.enabled) throw new NotFoundException('Single sign-on is not configured');
    await this.oidc.finishSignIn(request, reply);
  }
}
