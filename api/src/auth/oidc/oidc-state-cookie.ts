import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ZReturnTo } from '@agency/contracts';
import type { AppConfig } from '../../config/app-config';
import { isSecureRequest } from '../../common/http/request-origin';

export const OIDC_CALLBACK_PATH = '/api/auth/oidc/callback';

/** Long enough to type a password and approve consent at the provider; short enough that a stale flow dies. */
const STATE_COOKIE_SECONDS = 10 * 60;

/**
 * What the code flow must remember between /api/login and the callback: openid-client's per-flow data
 * (PKCE verifier, state, nonce) that it keeps in `req.session`, and where the browser goes afterwards.
 */
const ZFlowState = z.object({
  expiresAt: z.number(),
  returnTo: ZReturnTo,
  session: z.record(z.string(), z.unknown()),
});
export type FlowState = z.infer<typeof ZFlowState>;

/** `__Secure-` over HTTPS so a plain-HTTP page on a sibling host cannot plant one; it cannot be `__Host-` (Path is not /). */
function cookieName(secure: boolean): string {
  return secure ? '__Secure-oidc-flow' : 'oidc-flow';
}

/**
 * The cookie is sealed with AES-256-GCM under a key derived from the client secret: every instance of the API
 * shares it without new configuration, and the browser can neither read the PKCE verifier nor forge a flow.
 */
export class OidcStateCookie {
  private readonly key: Buffer;

  constructor(
    private readonly config: AppConfig,
    clientSecret: string,
  ) {
    this.key = Buffer.from(hkdfSync('sha256', clientSecret, 'agency-oidc-flow-cookie', 'v1', 32));
  }

  write(request: FastifyRequest, reply: FastifyReply, flow: Omit<FlowState, 'expiresAt'>): void {
    const state: FlowState = { ...flow, expiresAt: Date.now() + STATE_COOKIE_SECONDS * 1000 };
    const secure = isSecureRequest(request, this.config);
    reply.setCookie(cookieName(secure), this.seal(JSON.stringify(state)), {
      httpOnly: true,
      // Lax: the provider sends the browser back with a top-level GET from its own site.
      sameSite: 'lax',
      secure,
      path: OIDC_CALLBACK_PATH,
      maxAge: STATE_COOKIE_SECONDS,
    });
  }

  /** The flow this browser started, or undefined when the cookie is missing, forged, damaged or expired. */
  read(request: FastifyRequest): FlowState | undefined {
    const value = request.cookies[cookieName(isSecureRequest(request, this.config))];
    if (!value || value.length > 8192) return undefined;
    const plain = this.open(value);
    if (plain === undefined) return undefined;
    try {
      const parsed = ZFlowState.safeParse(JSON.parse(plain));
      if (!parsed.success || parsed.data.expiresAt < Date.now()) return undefined;
      return parsed.data;
    } catch {
      return undefined;
    }
  }

  /** A flow is used once: the callback always clears it, whatever the outcome. */
  clear(request: FastifyRequest, reply: FastifyReply): void {
    const secure = isSecureRequest(request, this.config);
    reply.clearCookie(cookieName(secure), { httpOnly: true, sameSite: 'lax', secure, path: OIDC_CALLBACK_PATH });
  }

  private seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
  }

  private open(sealed: string): string | undefined {
    const raw = Buffer.from(sealed, 'base64url');
    if (raw.length < 29) return undefined;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    } catch {
      return undefined;
    }
  }
}
