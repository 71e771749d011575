import { Controller, Get, Header, Inject, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { PUBLIC_PAGES } from '@agency/contracts';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.constants';
import { ownOrigin } from '../common/http/request-origin';

const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * robots.txt and sitemap.xml, written for the origin the site is reached at (PUBLIC_URL, else the request), from
 * the list of public pages in contracts. Signed-in areas, the CRM and the API are kept out of indexes.
 */
@Controller()
export class SearchEnginesController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Get('robots.txt')
  @Header('content-type', 'text/plain; charset=utf-8')
  @Header('cache-control', 'public, max-age=3600')
  robots(@Req() request: FastifyRequest): string {
    const origin = ownOrigin(request, this.config);
    return [
      'User-agent: *',
      'Allow: /',
      'Disallow: /api/',
      'Disallow: /dashboard',
      'Disallow: /crm',
      'Disallow: /admin-test',
      'Disallow: /sign-in',
      `Sitemap: ${origin}/sitemap.xml`,
      '',
    ].join('\n');
  }

  @Get('sitemap.xml')
  @Header('content-type', 'application/xml; charset=utf-8')
  @Header('cache-control', 'public, max-age=3600')
  sitemap(@Req() request: FastifyRequest): string {
    const origin = ownOrigin(request, this.config);
    const urls = PUBLIC_PAGES.map((page) => `  <url><loc>${escapeXml(`${origin}${page.path}`)}</loc></url>`);
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
  }
}
