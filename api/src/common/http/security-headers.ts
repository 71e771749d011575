import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import { SITE_COLOR_SCHEMES, renderSite } from '@agency/contracts';
import { remoteOrigins, type AppConfig } from '../../config/app-config';

/** Powerful features no page of this site uses, switched off for it and anything it embeds. */
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'bluetooth=()',
  'hid=()',
  'midi=()',
  'magnetometer=()',
  'gyroscope=()',
  'accelerometer=()',
  'display-capture=()',
  'browsing-topics=()',
].join(', ');

const STYLE_ELEMENT = /<style\b[^>]*>([\s\S]*?)<\/style>/gi;
// An inline script: a <script> with no src attribute.
const INLINE_SCRIPT_ELEMENT = /<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi;

const sha256Source = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** CSP sources ('sha256-…') for the text of every inline <style> element of a document. */
export function inlineStyleHashes(html: string): string[] {
  return [...html.matchAll(STYLE_ELEMENT)].map((match) => sha256Source(match[1] ?? ''));
}

/** CSP sources ('sha256-…') for the text of every inline <script> element of a document. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT_ELEMENT)].map((match) => sha256Source(match[1] ?? ''));
}

/** Adds sources to one directive of a serialised policy (or appends the directive). */
export function withDirectiveSources(policy: string, directive: string, sources: string[]): string {
  if (sources.length === 0) return policy;
  const parts = policy.split(';').map((part) => part.trim()).filter(Boolean);
  const index = parts.findIndex((part) => part.split(/\s+/)[0] === directive);
  if (index === -1) parts.push(`${directive} ${sources.join(' ')}`);
  else parts[index] = `${parts[index]} ${sources.filter((source) => !parts[index]?.split(/\s+/).includes(source)).join(' ')}`.trim();
  return parts.join(';');
}

/** Allows a document's own inline <style> elements by hash on the CSP helmet set for this reply. */
export function allowInlineStylesOf(reply: FastifyReply, html: string): void {
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy !== 'string') return;
  reply.header('content-security-policy', withDirectiveSources(policy, 'style-src', inlineStyleHashes(html)));
}

/**
 * The builder previews a site in a srcdoc frame, which lives under the builder's own CSP. The generator's stylesheet
 * depends only on the colour scheme and the layout, so its few possible texts are allowed by hash (computed once).
 */
export const SITE_PREVIEW_STYLE_HASHES: string[] = (() => {
  const hashes = new Set<string>();
  for (const colorScheme of [...SITE_COLOR_SCHEMES, null]) {
    for (const layout of ['split', null]) {
      const { html } = renderSite({ name: 'Preview', templateData: { colorScheme, layout } }, {}, { address: 'https://preview.invalid/' });
      for (const hash of inlineStyleHashes(html)) hashes.add(hash);
    }
  }
  return [...hashes];
})();

/**
 * A published site (/sites/{slug}/ or its own domain) is a customer's static page: no script at all, its one inline
 * stylesheet by hash, a form posting to itself, and framing by this origin only.
 */
export function publishedSitePolicy(html: string): string {
  return [
    "default-src 'none'",
    "script-src 'none'",
    `style-src ${inlineStyleHashes(html).join(' ') || "'none'"}`,
    "img-src 'self' data:",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join(';');
}

/** helmet with the policy below, plus the Permissions-Policy header helmet does not set. */
export async function registerSecurityHeaders(fastify: FastifyInstance, config: AppConfig): Promise<void> {
  await fastify.register(fastifyHelmet, helmetOptions(config));
  fastify.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
}

const SAFE_HOST = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

function socketSource(scheme: 'ws' | 'wss', request: IncomingMessage): string {
  const host = request.headers.host ?? '';
  return SAFE_HOST.test(host) ? `${scheme}://${host}` : "'self'";
}

/**
 * helmet options with a CSP admitting exactly this origin plus the origins of remotes served
 * elsewhere (their scripts, styles and manifests load from there at run time).
 */
export function helmetOptions(config: AppConfig): FastifyHelmetOptions {
  const remotes = remoteOrigins(config);
  // Live chat's socket on this same host: fixed from PUBLIC_URL, else taken from the Host the browser used.
  const selfSockets: Array<string | ((request: IncomingMessage) => string)> = [];
  if (config.publicUrl) {
    const url = new URL(config.publicUrl);
    selfSockets.push(`${url.protocol === 'https:' ? 'wss' : 'ws'}://${url.host}`);
  } else {
    selfSockets.push((request) => socketSource('ws', request), (request) => socketSource('wss', request));
  }
  return {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        // No 'unsafe-inline': a content page's one inline script (it starts the app on first input) is added by hash.
        scriptSrc: ["'self'", ...remotes],
        connectSrc: ["'self'", ...selfSockets, ...remotes],
        // No 'unsafe-inline': prerendered pages add their own <style> by hash when served (web/html-documents.ts).
        styleSrc: ["'self'", ...SITE_PREVIEW_STYLE_HASHES, ...remotes],
        imgSrc: ["'self'", 'data:', 'blob:', ...remotes],
        fontSrc: ["'self'", 'data:', ...remotes],
        mediaSrc: ["'self'"],
        objectSrc: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    // Remote chunks under /mfe/** may be loaded by a shell on another origin; set per file there.
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
    hsts: config.publicUrl?.startsWith('https:') ? { maxAge: 15552000, includeSubDomains: true } : false,
  };
}
