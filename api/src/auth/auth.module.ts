import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { UsersModule } from '../users/users.module';
import { AuthController } from './auth.controller';
import { BrowserAuthController } from './browser-auth.controller';
import { LocalStrategy } from './local.strategy';
import { LoginThrottleService } from './login-throttle.service';
import { OidcCallbackController } from './oidc/oidc-callback.controller';
import { OidcService } from './oidc/oidc.service';
import { SessionAuthGuard } from './session-auth.guard';
import { SignInService } from './sign-in.service';

@Module({
  imports: [PassportModule.register({ session: false }), UsersModule],
  controllers: [AuthController, BrowserAuthController, OidcCallbackController],
  providers: [
    LocalStrategy,
    LoginThrottleService,
    SignInService,
    OidcService,
    { provide: APP_GUARD, useClass: SessionAuthGuard },
  ],
  exports: [SignInService],
})
export class AuthModule {}
