import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Query } from '@nestjs/common';
import { ZUpdateUserRoleRequest, ZUserListQuery, type TSessionUser, type TUserList, type TUserListItem } from '@agency/contracts';
import { CurrentUser } from '../auth/request-auth';
import { Roles } from '../auth/roles.decorator';
import { ZodDto } from '../common/validation/zod-dto';
import { TeamService } from './team.service';

class UserListQuery extends ZodDto(ZUserListQuery) {}
class UpdateRoleBody extends ZodDto(ZUpdateUserRoleRequest) {}

/** The CRM's User Management: the team list, Make Admin / Remove Admin, delete an account. */
@Controller('api/crm/users')
@Roles('admin')
export class CrmUsersController {
  constructor(private readonly team: TeamService) {}

  @Get()
  list(@Query() query: UserListQuery): Promise<TUserList> {
    return this.team.list(query);
  }

  @Patch(':id')
  changeRole(@CurrentUser() caller: TSessionUser, @Param('id') id: string, @Body() body: UpdateRoleBody): Promise<TUserListItem> {
    return this.team.changeRole(caller.id, id, body.role);
  }

  @Delete(':id')
  @HttpCode(204)
  async remove(@CurrentUser() caller: TSessionUser, @Param('id') id: string): Promise<void> {
    await this.team.remove(caller.id, id);
  }
}
