import { readFile, stat } from 'node:fs/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { inlineStyleHashes, withDirectiveSources } from '../common/http/security-headers';
import { NO_CACHE } from './cache-policy';

const styleHashCache = new Map<string, { mtimeMs: number; size: number; hashes: string[] }>();

/**
 * The CSP hashes of a document's inline <style> (a prerendered page inlines its critical CSS), read from the plain
 * file and remembered until the file changes, so a redeploy is picked up without hashing on every request.
 */
async function styleHashesOf(file: string): Promise<string[]> {
  const { mtimeMs, size } = await stat(file);
  const cached = styleHashCache.get(file);
  if (cached && cached.mtimeMs === mtimeMs && cached.size === size) return cached.hashes;
  const hashes = inlineStyleHashes(await readFile(file, 'utf8'));
  styleHashCache.set(file, { mtimeMs, size, hashes });
  return hashes;
}

/** The best encoding the browser accepts among the siblings the build wrote (brotli, then gzip). */
function preferredEncoding(request: FastifyRequest): 'br' | 'gzip' | undefined {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return undefined;
}

async function readFirst(candidates: { file: string; encoding?: string }[]): Promise<{ body: Buffer; encoding?: string } | undefined> {
  for (const candidate of candidates) {
    try {
      return { body: await readFile(candidate.file), encoding: candidate.encoding };
    } catch {
      // Try the next candidate: a build need not have written every sibling.
    }
  }
  return undefined;
}

/**
 * Sends an HTML document of the shell's build (index.html or a prerendered page), compressed with its build-time
 * sibling when the browser accepts one, never cached without revalidation. Read from disk on each request, so a
 * redeployed shell is served at once. Resolves false when the file does not exist.
 */
export async function sendHtmlDocument(request: FastifyRequest, reply: FastifyReply, file: string): Promise<boolean> {
  const encoding = preferredEncoding(request);
  const candidates = [
    ...(encoding === 'br' ? [{ file: `${file}.br`, encoding: 'br' }] : []),
    ...(encoding ? [{ file: `${file}.gz`, encoding: 'gzip' }] : []),
    { file },
  ];
  const found = await readFirst(candidates);
  if (!found) return false;
  reply.status(200).header('content-type', 'text/html; charset=utf-8').header('cache-control', NO_CACHE).header('vary', 'accept-encoding');
  if (found.encoding) reply.header('content-encoding', found.encoding);
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy === 'string') {
    const hashes = await styleHashesOf(file).catch(() => []);
    reply.header('content-security-policy', withDirectiveSources(policy, 'style-src', hashes));
  }
  await reply.send(found.body);
  return true;
}
