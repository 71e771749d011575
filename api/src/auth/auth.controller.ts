import { Body, Controller, Get, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ZLoginRequest, ZRegisterRequest, type TSessionUser } from '@agency/contracts';
import { ZodDto } from '../common/validation/zod-dto';
import type { User } from '../users/user.entity';
import { toSessionUser, UsersService } from '../users/users.service';
import { LocalAuthGuard } from './local-auth.guard';
import { CurrentUser } from './request-auth';
import { SignedIn } from './roles.decorator';
import { SignInService } from './sign-in.service';

class RegisterBody extends ZodDto(ZRegisterRequest) {}
class LoginBody extends ZodDto(ZLoginRequest) {}

/** JSON endpoints of sign-in; the browser navigations /api/login and /api/logout are in BrowserAuthController. */
@Controller('api/auth')
export class AuthController {
  constructor(
    private readonly users: UsersService,
    private readonly signIns: SignInService,
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

  @Post('logout')
  @HttpCode(204)
  async logout(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    await this.signIns.signOut(request, reply);
  }
}
