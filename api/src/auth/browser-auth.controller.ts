import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SIGN_IN_PAGE_PATH, ZReturnTo, unwrapSignInReturnTo } from '@agency/contracts';
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

  /**
   * To the identity provider when one is configured, else to the shell's sign-in page; returnTo stays on this site.
   * A browser that is signed in already goes straight on to returnTo: signing in again would only show it a form.
   */
  @Get('login')
  async login(
    @Query('returnTo') returnTo: unknown,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    // Never back to the sign-in page itself (a link made on it nests its own address): to the page it was for.
    const target = ZReturnTo.parse(unwrapSignInReturnTo(ZReturnTo.parse(typeof returnTo === 'string' ? returnTo : '/')));
    if (await this.signIns.isSignedIn(request)) {
      await reply.header('cache-control', 'no-store').redirect(target, 302);
      return;
    }
    if (this.oidc.enabled) {
      await this.oidc.startSignIn(request, reply, target);
      return;
    }
    await reply.header('cache-control', 'no-store').redirect(`${SIGN_IN_PAGE_PATH}?returnTo=${encodeURIComponent(target)}`, 302);
  }

  @Get('logout')
  async logout(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    await this.signIns.signOut(request, reply);
    await reply.header('cache-control', 'no-store').redirect('/', 302);
  }
}
