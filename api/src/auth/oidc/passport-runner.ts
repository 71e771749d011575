import passport from 'passport';
import type { FastifyRequest } from 'fastify';
import type { AuthenticateOptions } from 'openid-client/passport';

/** How one passport.authenticate() call ended. */
export type PassportOutcome =
  | { kind: 'redirect'; location: string }
  | { kind: 'success'; user: unknown }
  | { kind: 'fail'; info: unknown }
  | { kind: 'error'; error: unknown };

type PassportHandler = (request: unknown, response: unknown, next: (error?: unknown) => void) => void;

/**
 * The slice of Node's ServerResponse that passport's `strategy.redirect()` writes (statusCode, setHeader, end).
 * A FastifyReply has none of these (nestjs/nest#5702), and the reply must not go out yet anyway: the flow cookie
 * can only be sealed once the strategy has stored its PKCE verifier, which it does just before redirecting.
 * So the facade captures the redirect and the caller sends it through the FastifyReply.
 */
class RedirectCapture {
  statusCode = 200;
  private readonly headers = new Map<string, string>();

  constructor(private readonly onEnd: (location: string | undefined) => void) {}

  setHeader(name: string, value: string | number): void {
    this.headers.set(name.toLowerCase(), String(value));
  }

  getHeader(name: string): string | undefined {
    return this.headers.get(name.toLowerCase());
  }

  end(): void {
    this.onEnd(this.statusCode >= 300 && this.statusCode < 400 ? this.headers.get('location') : undefined);
  }
}

/**
 * Runs a registered passport strategy for one request and resolves with its outcome, whichever of passport's
 * exits (redirect, success, fail, error, next) the strategy takes.
 */
export function runPassport(strategyName: string, request: FastifyRequest, options: AuthenticateOptions): Promise<PassportOutcome> {
  return new Promise((resolve) => {
    const response = new RedirectCapture((location) => {
      resolve(location ? { kind: 'redirect', location } : { kind: 'error', error: new Error('The strategy ended the response without a redirect') });
    });
    const handler: PassportHandler = passport.authenticate(strategyName, { ...options, session: false }, (error: unknown, user: unknown, info: unknown) => {
      if (error) resolve({ kind: 'error', error });
      else if (user) resolve({ kind: 'success', user });
      else resolve({ kind: 'fail', info });
    });
    handler(request, response, (error) => {
      resolve({ kind: 'error', error: error ?? new Error('The strategy passed the request on without authenticating it') });
    });
  });
}
