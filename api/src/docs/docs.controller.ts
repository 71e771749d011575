import { createReadStream } from 'node:fs';
import path from 'node:path';
import { Controller, Get, Header, NotFoundException, Param, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { readApiVersion } from '../health/package-version';
import { buildOpenApiDocument } from './openapi-document';
import { OutsideCatalog } from '../common/endpoint-catalog/outside-catalog.decorator';

const SWAGGER_DIR = path.dirname(require.resolve('swagger-ui-dist/package.json'));

/** The swagger-ui files the page uses, served from the installed package (no CDN). */
const SWAGGER_ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'swagger-ui-standalone-preset.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
};

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Agency platform API</title>
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css">
<link rel="icon" type="image/png" href="/api/docs/assets/favicon-32x32.png">
</head>
<body>
<div id="swagger-ui"></div>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script>
</body>
</html>
`;

// A file, not an inline script, so the page works under the CSP's script-src 'self'.
const INIT_SCRIPT = `window.ui = SwaggerUIBundle({ url: '/api/docs/openapi.json', dom_id: '#swagger-ui', deepLinking: true });\n`;

@Controller('api/docs')
@OutsideCatalog('the documentation pages and the OpenAPI document itself')
export class DocsController {
  private readonly document = buildOpenApiDocument(readApiVersion());

  @Get()
  @Header('content-type', 'text/html; charset=utf-8')
  @Header('cache-control', 'no-cache')
  page(): string {
    return PAGE;
  }

  @Get('openapi.json')
  @Header('cache-control', 'no-cache')
  openApi(): Record<string, unknown> {
    return this.document;
  }

  @Get('init.js')
  @Header('content-type', 'text/javascript; charset=utf-8')
  @Header('cache-control', 'no-cache')
  init(): string {
    return INIT_SCRIPT;
  }

  @Get('assets/:file')
  async asset(@Param('file') file: string, @Res() reply: FastifyReply): Promise<void> {
    const type = SWAGGER_ASSETS[file];
    if (!type) throw new NotFoundException('Not found');
    await reply
      .header('content-type', type)
      .header('cache-control', 'public, max-age=86400')
      .send(createReadStream(path.join(SWAGGER_DIR, file)));
  }
}
