import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.constants';

/** OpenID Connect sign-in (authorization code + PKCE) when OIDC_* is configured. */
@Injectable()
export class OidcService {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  get enabled(): boolean {
    return this.config.oidc !== undefined;
  }

  async startSignIn(_request: FastifyRequest, _reply: FastifyReply, _returnTo: string): Promise<void> {
    throw new NotFoundException('Single sign-on is not configured');
  }
}
