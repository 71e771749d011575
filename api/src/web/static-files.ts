import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { PUBLIC_PAGES, REMOTE_NAMES, SHELL_ROUTE_PATHS, SIGN_IN_REQUIRED_PATHS, prerenderedFile, routeMatches, signInPath } from '@agency/contracts';
import type { AppConfig } from '../config/app-config';
import type { SpaFallback } from '../common/errors/api-exception.filter';
import { cacheControlFor } from './cache-policy';
import { readSessionToken } from '../sessions/session-cookie';
import { sendHtmlDocument } from './html-documents';
import { buildRemotesConfig } from './remotes-config';
import { RequestTimeModules, readThroughApp, withRequestTimeRegions } from './request-time-regions';

export function shellDist(config: AppConfig): string {
  return path.join(config.webRoot, 'shell', 'dist');
}

export function remoteDist(config: AppConfig, name: string): string {
  return path.join(config.webRoot, `mfe-${name}`, 'dist');
}

/**
 * Serves the shell at / and each remote's build at /mfe/<name>/, using the .br/.gz siblings made at
 * build time. A missing build is skipped (API-only runs and tests have none).
 */
export async function registerStaticFiles(fastify: FastifyInstance, config: AppConfig): Promise<string[]> {
  const served: string[] = [];
  let decorated = false;
  const shellRoot = shellDist(config);
  if (existsSync(shellRoot)) {
    await fastify.register(fastifyStatic, {
      root: shellRoot,
      prefix: '/',
      preCompressed: true,
      cacheControl: false,
      // index.html is the template for client-rendered routes; / has a prerendered page (below).
      index: false,
      setHeaders: (reply, filePath) => void reply.header('cache-control', cacheControlFor(filePath)),
    });
    decorated = true;
    served.push('/');
  }
  for (const name of REMOTE_NAMES) {
    const root = remoteDist(config, name);
    if (!existsSync(root)) continue;
    await fastify.register(fastifyStatic, {
      root,
      prefix: `/mfe/${name}/`,
      decorateReply: !decorated,
      preCompressed: true,
      cacheControl: false,
      index: false,
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', cacheControlFor(filePath));
        // A shell on another origin may load this remote: its files are public build output.
        reply.header('access-control-allow-origin', '*');
        reply.header('cross-origin-resource-policy', 'cross-origin');
      },
    });
    decorated = true;
    served.push(`/mfe/${name}/`);
  }
  registerPrerenderedPages(fastify, config);
  if (existsSync(shellRoot)) registerSignInRequiredPages(fastify, config);
  return served;
}

/**
 * Public content pages prerendered at build time (shell/scripts/prerender.mjs) are served as documents that paint
 * before any JavaScript runs. A page without a prerendered file falls through to the SPA fallback. A signed-in visitor
 * (one with a session cookie) sees a header unlike the prerendered, signed-out one, so their page is taken over at
 * once rather than at their first input. A page with request-time regions (the booking calendar, the template
 * gallery) has them rendered with the current data for each request.
 */
function registerPrerenderedPages(fastify: FastifyInstance, config: AppConfig): void {
  const spaFallback = createSpaFallback(config);
  // Only a remote this server serves: one configured elsewhere (REMOTE_<NAME>_URL) may be another version than the
  // build on this disk, and its markup would not be what the browser hydrates.
  const modules = new RequestTimeModules((remote) => (config.remoteManifestUrls[remote] ? undefined : remoteDist(config, remote)));
  const read = readThroughApp(fastify);
  for (const { path: pagePath, requestTimeRegions } of PUBLIC_PAGES.filter((page) => page.prerender)) {
    const file = path.join(shellDist(config), prerenderedFile(pagePath));
    fastify.get(pagePath, async (request, reply) => {
      const takeOverAtOnce = readSessionToken(request, config) !== undefined;
      const fillRegions = requestTimeRegions
        ? (html: string) => withRequestTimeRegions(html, requestTimeRegions, modules, read, request.log)
        : undefined;
      if (await sendHtmlDocument(request, reply, file, { takeOverAtOnce, fillRegions })) return reply;
      if (await spaFallback(request, reply)) return reply;
      return reply.callNotFound();
    });
  }
}

/**
 * A page only for signed-in users, asked for by a browser with no session cookie (one that never signed in, or signed
 * out): straight to sign-in, coming back here, before any page loads. With a cookie the page is served: if its session
 * has ended, the page says so ('You are logged out') on its way to sign-in.
 */
function registerSignInRequiredPages(fastify: FastifyInstance, config: AppConfig): void {
  const spaFallback = createSpaFallback(config);
  for (const pagePath of SIGN_IN_REQUIRED_PATHS) {
    fastify.get(pagePath, async (request, reply) => {
      if (readSessionToken(request, config) === undefined) {
        return reply.header('cache-control', 'no-store').redirect(signInPath(request.url), 302);
      }
      if (await spaFallback(request, reply)) return reply;
      return reply.callNotFound();
    });
  }
}

function isClientRoute(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '/';
  if (pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/mfe/')) return false;
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !lastSegment.includes('.');
}

/**
 * The route patterns the shell renders a page for: every remote's (as /remotes.json tells the shell) and the shell's
 * own. Any other path gets the shell's 404 page.
 */
function routedPatterns(config: AppConfig): string[] {
  const remoteRoutes = buildRemotesConfig(config).remotes.flatMap((remote) => remote.routes.map((route) => route.path));
  return [...SHELL_ROUTE_PATHS, ...remoteRoutes];
}

/**
 * A client-side route (GET, not /api, no file extension) that matched no file: the shell's index.html. A path no page
 * is routed at is answered 404 with the same document, which renders the 404 page: browsers show it, crawlers and
 * link checkers see the status.
 */
export function createSpaFallback(config: AppConfig): SpaFallback {
  const indexFile = path.join(shellDist(config), 'index.html');
  const patterns = routedPatterns(config);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isClientRoute(request)) return false;
    const pathname = request.url.split('?')[0] ?? '/';
    const routed = patterns.some((pattern) => routeMatches(pattern, pathname));
    return sendHtmlDocument(request, reply, indexFile, { status: routed ? 200 : 404 });
  };
}
