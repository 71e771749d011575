import type { NestFastifyApplication } from '@nestjs/platform-fastify';

/** The host the in-process requests name; state-changing calls without a body send its origin (the CSRF rule). */
export const TEST_HOST = 'api.test';
export const TEST_ORIGIN = `http://${TEST_HOST}`;

export interface Call {
  method: string;
  url: string;
  /** JSON body (serialised here) ... */
  body?: unknown;
  /** ... or bytes/text sent as they are, with the headers given. */
  raw?: string | Buffer;
  headers?: Record<string, string>;
  /** The caller's address (rate limits are per address); random unless given. */
  ip?: string;
}

export interface Answer {
  status: number;
  body: unknown;
  text: string;
  headers: Record<string, unknown>;
}

let addressCounter = 0;
/** A fresh client address per request, so per-address rate limits never mix tests. */
export function nextAddress(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

/**
 * One browser-like caller over Fastify's inject (in-process, no sockets): keeps its cookies and sends JSON with the
 * content type, or a bodyless state change with our Origin, as the CSRF rule asks.
 */
export class InjectClient {
  private readonly cookies = new Map<string, string>();

  constructor(private readonly app: NestFastifyApplication) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async send(call: Call): Promise<Answer> {
    const headers: Record<string, string> = { host: TEST_HOST, ...(this.cookies.size ? { cookie: this.cookieHeader } : {}) };
    let payload: string | Buffer | undefined;
    if (call.raw !== undefined) payload = call.raw;
    else if (call.body !== undefined) {
      payload = JSON.stringify(call.body);
      headers['content-type'] = 'application/json';
    } else if (!['GET', 'HEAD'].includes(call.method)) headers.origin = TEST_ORIGIN;
    Object.assign(headers, call.headers);
    const response = await this.app.getHttpAdapter().getInstance().inject({
      method: call.method as 'GET',
      url: call.url,
      headers,
      payload,
      remoteAddress: call.ip ?? nextAddress(),
    });
    for (const cookie of response.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const expired = cookie.value === '' || cookie.maxAge === 0 || (cookie.expires !== undefined && cookie.expires.getTime() < Date.now());
      if (expired) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    let body: unknown = undefined;
    try {
      body = response.body === '' ? undefined : JSON.parse(response.body);
    } catch {
      body = undefined;
    }
    return { status: response.statusCode, body, text: response.body, headers: response.headers };
  }
}
