import { Controller, Get, Header } from '@nestjs/common';
import { PUBLIC_PAGES } from '@agency/contracts';
import { PublicOrigin } from '../common/http/public-origin';

const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * robots.txt and sitemap.xml, written for the public origin (PUBLIC_URL, else http://localhost:PORT; never the request's Host), from
 * the list of public pages in contracts. Signed-in areas, the CRM and the API are kept out of indexes.
 */
@Controller()
export class SearchEnginesController {
  constructor(private readonly publicOrigin: PublicOrigin) {}

  @Get('robots.txt')
  @Header('content-type', 'text/plain; charset=utf-8')
  @Header('cache-control', 'public, max-age=3600')
  robots(): string {
    const origin = this.publicOrigin.value;
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
  sitemap(): string {
    const origin = this.publicOrigin.value;
    const urls = PUBLIC_PAGES.map((page) => `  <url><loc>${escapeXml(`${origin}${page.path}`)}</loc></url>`);
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
  }
}
