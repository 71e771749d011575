import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { inlineScriptHashes, inlineStyleHashes, withDirectiveSources } from '../common/http/security-headers';
import { NO_CACHE } from './cache-policy';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The best encoding the browser accepts (brotli, then gzip). */
function preferredEncoding(request: FastifyRequest): 'br' | 'gzip' | undefined {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return undefined;
}

export interface HtmlDocumentOptions {
  /** Marks a prerendered content page to start its app at once instead of at the visitor's first input. */
  takeOverAtOnce?: boolean;
  /**
   * Fills the page's request-time regions (request-time-regions.ts); undefined when they could not be, and the page
   * then starts its app at once to load what they show.
   */
  fillRegions?: (html: string) => Promise<string | undefined>;
  /** 404 for a path no page is routed at: the shell's not-found page, answered as what it is. Default 200. */
  status?: 200 | 404;
}

/**
 * Sends an HTML document of the shell's build (index.html or a prerendered page), never cached without revalidation.
 * Read from disk on each request, so a redeployed shell is served at once. Each answer carries a fresh CSP nonce for
 * styles, in the policy and in <meta name="csp-nonce"> (the design system's dialog passes it to the <style> it adds
 * to lock scrolling), so the document is compressed here, quickly, rather than sent as its build-time sibling. The
 * document's own inline <style> and <script> are allowed by hash. Resolves false when the file does not exist.
 */
export async function sendHtmlDocument(
  request: FastifyRequest,
  reply: FastifyReply,
  file: string,
  options: HtmlDocumentOptions = {},
): Promise<boolean> {
  let html: string;
  try {
    html = await readFile(file, 'utf8');
  } catch {
    return false;
  }
  const nonce = randomBytes(16).toString('base64');
  const filled = options.fillRegions ? await options.fillRegions(html) : html;
  const page = filled ?? html;
  const takeOverAtOnce = options.takeOverAtOnce === true || filled === undefined;
  const marked = takeOverAtOnce ? page.replace(/<html\b/, '<html data-take-over="at-once"') : page;
  const withNonce = marked.replace('</head>', () => `<meta name="csp-nonce" content="${nonce}"></head>`);
  reply.status(options.status ?? 200).header('content-type', 'text/html; charset=utf-8').header('cache-control', NO_CACHE).header('vary', 'accept-encoding');
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy === 'string') {
    // The prerendered page's critical CSS, hashed as served (a redeployed file is read afresh anyway).
    const withStyles = withDirectiveSources(policy, 'style-src', [`'nonce-${nonce}'`, ...inlineStyleHashes(html)]);
    reply.header('content-security-policy', withDirectiveSources(withStyles, 'script-src', inlineScriptHashes(html)));
  }
  const encoding = preferredEncoding(request);
  if (encoding === 'br') {
    const body = await brotli(Buffer.from(withNonce), { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } });
    await reply.header('content-encoding', 'br').send(body);
  } else if (encoding === 'gzip') {
    await reply.header('content-encoding', 'gzip').send(await gzipAsync(Buffer.from(withNonce)));
  } else {
    await reply.send(withNonce);
  }
  return true;
}
