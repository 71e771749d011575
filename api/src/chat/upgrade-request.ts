import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import proxyAddr from '@fastify/proxy-addr';
import fastifyCookie from '@fastify/cookie';
import { remoteOrigins, type AppConfig } from '../config/app-config';
import { sessionCookieName } from '../sessions/session-cookie';

/**
 * What the chat needs from a WebSocket upgrade request, read the way Fastify reads an HTTP request (Fastify never
 * sees upgrades): the client address and scheme as TRUST_PROXY decides, this server's own origin, the session cookie.
 */
export class UpgradeRequestReader {
  private readonly trust: ((address: string, hop: number) => boolean) | undefined;
  private readonly allowedOrigins: Set<string>;

  constructor(private readonly config: AppConfig) {
    this.trust = trustFunction(config.trustProxy);
    this.allowedOrigins = new Set(remoteOrigins(config));
    if (config.publicUrl) this.allowedOrigins.add(new URL(config.publicUrl).origin);
  }

  /** The client's address: the socket's, or X-Forwarded-For through trusted proxies only (as request.ip). */
  clientAddress(request: IncomingMessage): string {
    if (!this.trust) return request.socket.remoteAddress ?? 'unknown';
    const addresses = proxyAddr.all(request, this.trust);
    return addresses[addresses.length - 1] ?? 'unknown';
  }

  isSecure(request: IncomingMessage): boolean {
    if (this.config.publicUrl) return this.config.publicUrl.startsWith('https:');
    if ((request.socket as Partial<TLSSocket>).encrypted) return true;
    const forwarded = request.headers['x-forwarded-proto'];
    if (!this.trust || typeof forwarded !== 'string' || !this.trust(request.socket.remoteAddress ?? '', 0)) return false;
    return forwarded.split(',')[0]?.trim() === 'https';
  }

  /** The page's origin must be ours (PUBLIC_URL's, or the Host the browser used) or a configured remote's. */
  isAllowedOrigin(request: IncomingMessage, origin: string): boolean {
    if (this.allowedOrigins.has(origin)) return true;
    const host = request.headers.host;
    if (this.config.publicUrl || !host) return false;
    return origin === `${this.isSecure(request) ? 'https' : 'http'}://${host}`;
  }

  sessionToken(request: IncomingMessage): string | undefined {
    const header = request.headers.cookie;
    if (!header) return undefined;
    const value = fastifyCookie.parse(header)[sessionCookieName(this.isSecure(request))];
    return value && value.length <= 100 ? value : undefined;
  }
}

/** Fastify's reading of the trustProxy setting (fastify/lib/request.js), so both agree on who the client is. */
function trustFunction(setting: AppConfig['trustProxy']): ((address: string, hop: number) => boolean) | undefined {
  if (setting === undefined || setting === false) return undefined;
  if (setting === true) return () => true;
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  const list = typeof setting === 'string' ? setting.split(',').map((value) => value.trim()) : setting;
  return proxyAddr.compile(list);
}
