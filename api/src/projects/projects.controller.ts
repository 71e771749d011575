import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import {
  ZAdminCreateProjectRequest,
  ZCreateProjectRequest,
  ZCreateProjectUpdateRequest,
  ZProjectListQuery,
  ZUpdateProjectRequest,
  type TProject,
  type TProjectDetail,
  type TProjectList,
  type TProjectUpdate,
  type TProjectWithOwner,
  type TSessionUser,
} from '@agency/contracts';
import { CurrentUser } from '../auth/request-auth';
import { Roles, SignedIn } from '../auth/roles.decorator';
import { ZodDto } from '../common/validation/zod-dto';
import { ProjectsService } from './projects.service';

class CreateProjectBody extends ZodDto(ZCreateProjectRequest) {}
class AdminCreateProjectBody extends ZodDto(ZAdminCreateProjectRequest) {}
class UpdateProjectBody extends ZodDto(ZUpdateProjectRequest) {}
class ProjectUpdateBody extends ZodDto(ZCreateProjectUpdateRequest) {}
class ProjectListQuery extends ZodDto(ZProjectListQuery) {}

@Controller('api/projects')
export class ProjectsController {
  constructor(
    private readonly projects: ProjectsService,
  ) {}

  @Get('user')
  @SignedIn()
  listOwn(@CurrentUser() user: TSessionUser): Promise<TProjectList> {
    return this.projects.listOwn(user.id);
  }

  @Get()
  @SignedIn()
  list(@CurrentUser() user: TSessionUser, @Query() query: ProjectListQuery): Promise<TProjectWithOwner[]> {
    return this.projects.list(user, query);
  }

  @Post()
  @SignedIn()
  @HttpCode(201)
  create(@CurrentUser() user: TSessionUser, @Body() body: CreateProjectBody): Promise<TProject> {
    return this.projects.create(user.id, body);
  }

  @Get(':id')
  @SignedIn()
  detail(@CurrentUser() user: TSessionUser, @Param('id') id: string): Promise<TProjectDetail> {
    return this.projects.detail(user, id);
  }

  /** A phase change mails the client a link to their dashboard (on PublicOrigin). */
  @Patch(':id')
  @Roles('admin')
  update(@Param('id') id: string, @Body() body: UpdateProjectBody): Promise<TProject> {
    return this.projects.update(id, body);
  }

  @Post(':id/updates')
  @Roles('admin')
  @HttpCode(201)
  addUpdate(@Param('id') id: string, @Body() body: ProjectUpdateBody, @CurrentUser() user: TSessionUser): Promise<TProjectUpdate> {
    return this.projects.addUpdate(id, body, user.id);
  }
}

/** The CRM's side: a project opened for a client. */
@Controller('api/crm/projects')
export class CrmProjectsController {
  constructor(private readonly projects: ProjectsService) {}

  @Post()
  @Roles('admin')
  @HttpCode(201)
  create(@Body() body: AdminCreateProjectBody): Promise<TProject> {
    return this.projects.createForUser(body);
  }
}
