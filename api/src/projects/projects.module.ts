import { Module } from '@nestjs/common';
import { CrmProjectsController, ProjectsController } from './projects.controller';
import { ProjectsService } from './projects.service';

/** A client's projects, their requests, and the agency's changes and progress notes (with the phase e-mail). */
@Module({
  controllers: [ProjectsController, CrmProjectsController],
  providers: [ProjectsService],
})
export class ProjectsModule {}
