import { BadRequestException, Body, Controller, Get, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  WRONG_CURRENT_PASSWORD_MESSAGE,
  ZChangePasswordRequest,
  ZLoginRequest,
  ZRegisterRequest,
  type TSessionUser,
} from '@agency/contracts';
import { ZodDto } from '../common/validation/zod-dto';
import type { User } from '../users/user.entity';
import { toSessionUser, UsersService } from '../users/users.service';
import { LocalAuthGuard } from './local-auth.guard';
import { LoginThrottleService } from './login-throttle.service';
import { CurrentUser } from './request-auth';
import { SignedIn } from './roles.decorator';
import { SignInService } from './sign-in.service';

class RegisterBody extends ZodDto(ZRegisterRequest) {}
class LoginBody extends ZodDto(ZLoginRequest) {}
class ChangePasswordBody extends ZodDto(ZChangePasswordRequest) {}

/** JSON endpoints of sign-in; the browser navigations /api/login and /api/logout are in BrowserAuthController. */
@Controller('api/auth')
export class AuthController {
  constructor(
    private readonly users: UsersService,
    private readonly signIns: SignInService,
    private readonly throttle: LoginThrottleService,
  ) {}

  @Post('register')
  @HttpCode(201)
  async register(
    @Body() body: RegisterBody,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<TSessionUser> {
    const user = await this.users.createClient({ ...body, lastName: body.lastName || null });
    await this.signIns.signIn(request, reply, user.id);
    return toSessionUser(user);
  }

  @Post('login')
  @HttpCode(200)
  @UseGuards(LocalAuthGuard)
  async login(
    // LocalAuthGuard has validated the body by the time it arrives; declared so the route states its contract.
    @Body() _credentials: LoginBody,
    @Req() request: FastifyRequest & { user?: User },
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<TSessionUser> {
    const user = request.user;
    if (!user) throw new Error('LocalAuthGuard let a request through without a user');
    await this.signIns.signIn(request, reply, user.id);
    return toSessionUser(user);
  }

  @Get('user')
  @SignedIn()
  user(@CurrentUser() user: TSessionUser): TSessionUser {
    return user;
  }

  /** Throttled with sign-in's counters (per account and per IP): the current password is as guessable here as there. */
  @Post('password')
  @HttpCode(204)
  @SignedIn()
  async changePassword(
    @Body() body: ChangePasswordBody,
    @CurrentUser() user: TSessionUser,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    await this.throttle.beforeAttempt(user.email, request.ip);
    if (!(await this.users.changePassword(user.id, body.currentPassword, body.newPassword))) {
      await this.throttle.recordFailure(user.email, request.ip);
      throw new BadRequestException({
        statusCode: 400,
        message: WRONG_CURRENT_PASSWORD_MESSAGE,
        errors: [{ path: 'currentPassword', message: WRONG_CURRENT_PASSWORD_MESSAGE }],
      });
    }
    await this.throttle.recordSuccess(user.email);
    await this.signIns.renewAfterPasswordChange(request, reply, user.id);
  }

  @Post('logout')
  @HttpCode(204)
  async logout(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    await this.signIns.signOut(request, reply);
  }
}
