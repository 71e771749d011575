import { Controller, Get, Query } from '@nestjs/common';
import { ZUserListQuery, type TUserList } from '@agency/contracts';
import { Roles } from '../auth/roles.decorator';
import { ZodDto } from '../common/validation/zod-dto';
import { UsersService } from './users.service';

class UserListQuery extends ZodDto(ZUserListQuery) {}

@Controller('api/users')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  /** Newest first, for the CRM's user management table. */
  @Get()
  @Roles('admin')
  list(@Query() query: UserListQuery): Promise<TUserList> {
    return this.users.list(query);
  }
}
