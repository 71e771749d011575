import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ZReturnTo } from '@agency/contracts';
import { OutsideCatalog } from '../common/endpoint-catalog/outside-catalog.decorator';
import { OidcService } from './oidc/oidc.service';
import { SignInService } from './sign-in.service';

/** Sign-in and sign-out as browser navigations (the spec's /api/login and /api/logout). */
@Controller('api')
@OutsideCatalog('browser navigations that answer with redirects, not JSON')
export class BrowserAuthController {
  constructor(
    private readonly signIns: SignInService,
    private readonly oidc: OidcService,
  ) {}

  /** To the identity provider when one is configured, else to the shell's sign-in page; returnTo stays on this site. */
  @Get('login')
  async login(
    @Query('returnTo') returnTo: unknown,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const target = ZReturnTo.parse(typeof returnTo === 'string' ? returnTo : '/');
    if (this.oidc.enabled) {
      await this.oidc.startSignIn(request, reply, target);
      return;
    }
    await reply.header('cache-control', 'no-store').redirect(`/sign-in?returnTo=${encodeURIComponent(target)}`, 302);
  }

  @Get('logout')
  async logout(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    await this.signIns.signOut(request, reply);
    await reply.header('cache-control', 'no-store').redirect('/', 302);
  }
}
