import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, NotFoundException, type OnModuleDestroy } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import passport from 'passport';
import * as client from 'openid-client';
import { ZReturnTo } from '@agency/contracts';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.constants';
import { PublicOrigin } from '../../common/http/public-origin';
import { User } from '../../users/user.entity';
import { UsersService } from '../../users/users.service';
import { SignInService } from '../sign-in.service';
import { OidcSignInRefusal, type OidcSignInError } from './oidc-claims';
import { OIDC_CALLBACK_PATH, OidcStateCookie } from './oidc-state-cookie';
import { OidcStrategy } from './oidc.strategy';
import { runPassport, type PassportOutcome } from './passport-runner';

type OidcConfig = NonNullable<AppConfig['oidc']>;

const DISCOVERY_TIMEOUT_SECONDS = 10;

/**
 * OpenID Connect sign-in (authorization code + PKCE, state and nonce) when OIDC_* is configured.
 * /api/login sends the browser to the provider; the callback finds or creates the user by verified email and
 * starts a session exactly as local sign-in does. Every failure ends on /sign-in?error=<code>, never a 500.
 */
@Injectable()
export class OidcService implements OnModuleDestroy {
  private readonly logger = new Logger(OidcService.name);
  private readonly strategyName = `oidc-${randomUUID()}`;
  private readonly stateCookie: OidcStateCookie | undefined;
  private strategy: Promise<OidcStrategy | undefined> | undefined;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersService,
    private readonly signIns: SignInService,
    private readonly publicOrigin: PublicOrigin,
  ) {
    this.stateCookie = config.oidc ? new OidcStateCookie(config, config.oidc.clientSecret) : undefined;
  }

  get enabled(): boolean {
    return this.config.oidc !== undefined;
  }

  onModuleDestroy(): void {
    if (this.strategy) passport.unuse(this.strategyName);
  }

  /** Redirects to the provider's authorization endpoint, remembering the flow in a sealed cookie. */
  async startSignIn(request: FastifyRequest, reply: FastifyReply, returnTo: string): Promise<void> {
    const stateCookie = this.requireStateCookie();
    const session: Record<string, unknown> = {};
    const outcome = await this.authenticate(request, session);
    if (outcome?.kind !== 'redirect') {
      if (outcome) this.logger.error(`OpenID Connect sign-in could not start (${outcome.kind}): ${describe(outcome)}`);
      await redirectToSignIn(reply, 'sso_unavailable', returnTo);
      return;
    }
    stateCookie.write(request, reply, { returnTo, session });
    await reply.header('cache-control', 'no-store').redirect(outcome.location, 302);
  }

  /** The provider's redirect back: code exchange, user by verified email, a new session, then returnTo. */
  async finishSignIn(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const stateCookie = this.requireStateCookie();
    const flow = stateCookie.read(request);
    stateCookie.clear(request, reply);
    const returnTo = flow?.returnTo ?? '/';
    // Without a flow there is nothing to check the answer against; without code or error it is no answer at all
    // (and the strategy would start a new authorization request instead).
    if (!flow || !isAuthorizationResponse(request)) {
      await redirectToSignIn(reply, 'invalid_state', returnTo);
      return;
    }
    const outcome = await this.authenticate(request, flow.session);
    if (!outcome) {
      await redirectToSignIn(reply, 'sso_unavailable', returnTo);
      return;
    }
    if (outcome.kind === 'success' && outcome.user instanceof User) {
      await this.signIns.signIn(request, reply, outcome.user.id);
      await reply.header('cache-control', 'no-store').redirect(ZReturnTo.parse(returnTo), 302);
      return;
    }
    const code = this.failureCode(outcome);
    await redirectToSignIn(reply, code, returnTo);
  }

  /** Runs the strategy with `session` standing in for req.session; undefined when the provider is unreachable. */
  private async authenticate(request: FastifyRequest, session: Record<string, unknown>): Promise<PassportOutcome | undefined> {
    const strategy = await this.loadStrategy();
    if (!strategy) return undefined;
    const callbackURL = `${this.publicOrigin.value}${OIDC_CALLBACK_PATH}`;
    return runPassport(this.strategyName, Object.assign(request, { session }), { callbackURL });
  }

  /**
   * Discovers the provider's metadata on first use rather than at start, so an unreachable provider never stops
   * the API (local sign-in keeps working); a failed discovery is retried on the next sign-in.
   */
  private loadStrategy(): Promise<OidcStrategy | undefined> {
    const oidc = this.requireConfig();
    this.strategy ??= this.discover(oidc).catch((error: unknown) => {
      this.strategy = undefined;
      this.logger.error(`OpenID Connect discovery of ${oidc.issuerUrl} failed: ${describeError(error)}`);
      return undefined;
    });
    return this.strategy;
  }

  private async discover(oidc: OidcConfig): Promise<OidcStrategy> {
    const configuration = await client.discovery(
      new URL(oidc.issuerUrl),
      oidc.clientId,
      undefined,
      client.ClientSecretBasic(oidc.clientSecret),
      {
        timeout: DISCOVERY_TIMEOUT_SECONDS,
        // Plain-HTTP providers are for local tests only; config refuses an http:// issuer without the flag.
        execute: oidc.allowInsecure ? [client.allowInsecureRequests] : [],
      },
    );
    return new OidcStrategy(configuration, this.users, { name: this.strategyName, scope: oidc.scope });
  }

  private failureCode(outcome: PassportOutcome): OidcSignInError {
    if (outcome.kind === 'fail') {
      // The strategy fails with the provider's error for a denied consent, and bare when the flow is missing.
      const info = outcome.info as { error?: unknown; message?: unknown } | undefined;
      return info?.error === 'access_denied' ? 'access_denied' : 'invalid_state';
    }
    if (outcome.kind === 'error') {
      const error = outcome.error;
      if (error instanceof OidcSignInRefusal) {
        this.logger.warn(`OpenID Connect sign-in refused: ${error.message}`);
        return error.code;
      }
      if (isStateMismatch(error)) return 'invalid_state';
      if (error instanceof client.AuthorizationResponseError) {
        this.logger.warn(`The identity provider answered ${error.error}: ${error.error_description ?? ''}`);
        return error.error === 'access_denied' ? 'access_denied' : 'sign_in_failed';
      }
    }
    this.logger.error(`OpenID Connect sign-in failed (${outcome.kind}): ${describe(outcome)}`);
    return 'sign_in_failed';
  }

  private requireConfig(): OidcConfig {
    if (!this.config.oidc) throw new NotFoundException('Single sign-on is not configured');
    return this.config.oidc;
  }

  private requireStateCookie(): OidcStateCookie {
    if (!this.stateCookie) throw new NotFoundException('Single sign-on is not configured');
    return this.stateCookie;
  }
}

function isAuthorizationResponse(request: FastifyRequest): boolean {
  const query = request.query as Record<string, unknown> | undefined;
  return typeof query?.code === 'string' || typeof query?.error === 'string';
}

/** openid-client reports a state that does not match the flow as an invalid response whose cause names "state". */
function isStateMismatch(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 4; current = current.cause, depth += 1) {
    if (current.message.includes('"state"')) return true;
  }
  return false;
}

function redirectToSignIn(reply: FastifyReply, code: OidcSignInError, returnTo: string): FastifyReply {
  const query = new URLSearchParams({ error: code, returnTo: ZReturnTo.parse(returnTo) });
  return reply.header('cache-control', 'no-store').redirect(`/sign-in?${query.toString()}`, 302);
}

function describe(outcome: PassportOutcome): string {
  if (outcome.kind === 'error') return describeError(outcome.error);
  if (outcome.kind === 'fail') return JSON.stringify(outcome.info);
  return outcome.kind;
}

function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? ` (${error.cause.message})` : '';
  return `${error.name}: ${error.message}${cause}`;
}
