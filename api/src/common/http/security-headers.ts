import type { IncomingMessage } from 'node:http';
import type { FastifyHelmetOptions } from '@fastify/helmet';
import { remoteOrigins, type AppConfig } from '../../config/app-config';

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
        scriptSrc: ["'self'", ...remotes],
        connectSrc: ["'self'", ...selfSockets, ...remotes],
        styleSrc: ["'self'", "'unsafe-inline'", ...remotes],
        imgSrc: ["'self'", 'data:', 'blob:', ...remotes],
        fontSrc: ["'self'", 'data:', ...remotes],
        mediaSrc: ["'self'"],
        objectSrc: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // Remote chunks under /mfe/** may be loaded by a shell on another origin; set per file there.
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
    hsts: config.publicUrl?.startsWith('https:') ? { maxAge: 15552000, includeSubDomains: true } : false,
  };
}
