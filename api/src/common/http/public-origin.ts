import { Inject, Injectable } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.constants';

/**
 * The origin every absolute link is built on (e-mails, the calendar invite, OIDC redirects, sitemap and robots, a
 * published site's address): PUBLIC_URL, else what `npm start` serves, http://localhost:<the port this server
 * listens on>. Never the request's Host or X-Forwarded-Host/-Proto: a visitor can send any of them, and a link built
 * from one would carry the agency's mail, and a booking's token, to the visitor's own host.
 */
@Injectable()
export class PublicOrigin {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly adapterHost: HttpAdapterHost,
  ) {}

  get value(): string {
    if (this.config.publicUrl) return new URL(this.config.publicUrl).origin;
    return `http://localhost:${this.listeningPort()}`;
  }

  /** The port the server is bound to (PORT=0 picks one at start); the configured one before it listens. */
  private listeningPort(): number {
    const address: unknown = this.adapterHost.httpAdapter?.getHttpServer()?.address();
    if (typeof address === 'object' && address !== null && 'port' in address && typeof address.port === 'number') return address.port;
    return this.config.port;
  }
}
