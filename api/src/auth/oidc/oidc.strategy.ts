import { PassportStrategy } from '@nestjs/passport';
import * as client from 'openid-client';
import { Strategy, type AuthenticateOptions } from 'openid-client/passport';
import type { User } from '../../users/user.entity';
import type { UsersService } from '../../users/users.service';
import { accountFromClaims, OidcSignInRefusal } from './oidc-claims';

type Tokens = client.TokenEndpointResponse & client.TokenEndpointResponseHelpers;
type StrategyRequest = Parameters<Strategy['authorizationRequestParams']>[0];

/**
 * openid-client's passport strategy (authorization code + PKCE), registered with passport through
 * @nestjs/passport. Built once the provider's metadata is discovered, so it is created by OidcService, not by
 * Nest's injector; `name` is unique per app instance so two apps in one process never share a registration.
 */
export class OidcStrategy extends PassportStrategy(Strategy) {
  constructor(
    private readonly configuration: client.Configuration,
    private readonly users: UsersService,
    options: { name: string; scope: string },
  ) {
    super({ config: configuration, name: options.name, scope: options.scope, passReqToCallback: true });
  }

  /**
   * openid-client sends `state` only to providers without PKCE. Both state and nonce are added to every request:
   * the strategy stores whatever it sends in the flow and checks both on the way back (state on the callback,
   * nonce inside the ID token), so a forged callback or a replayed ID token is refused.
   */
  override authorizationRequestParams<TOptions extends AuthenticateOptions>(request: StrategyRequest, options: TOptions): URLSearchParams {
    const params = new URLSearchParams(super.authorizationRequestParams(request, options));
    params.set('state', client.randomState());
    params.set('nonce', client.randomNonce());
    return params;
  }

  /** Called by the strategy with the verified token response; the user it returns is the one signed in. */
  async validate(_request: StrategyRequest, tokens: Tokens): Promise<User> {
    const idClaims = tokens.claims();
    if (!idClaims) throw new OidcSignInRefusal('sign_in_failed', 'The identity provider returned no ID token');
    let claims: Record<string, unknown> = { ...idClaims };
    // Many providers put profile claims only in userinfo. Its answer wins as a whole, so email and
    // email_verified always come from the same source (fetchUserInfo checks it is the same subject).
    if ((claims.email === undefined || claims.email_verified === undefined) && this.configuration.serverMetadata().userinfo_endpoint) {
      const userInfo = await client.fetchUserInfo(this.configuration, tokens.access_token, idClaims.sub);
      claims = { ...claims, ...userInfo };
    }
    return this.users.findOrCreateExternal(accountFromClaims(claims));
  }
}
