import { Module } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.constants';
import { AdminAccountSeeder } from './admin-account.seeder';
import { PasswordHasher } from './password-hasher';
import { CrmUsersController } from './crm-users.controller';
import { TeamService } from './team.service';
import { UsersService } from './users.service';

@Module({
  controllers: [CrmUsersController],
  providers: [
    { provide: PasswordHasher, inject: [APP_CONFIG], useFactory: (config: AppConfig) => new PasswordHasher(config.scryptCostLog2) },
    UsersService,
    TeamService,
    AdminAccountSeeder,
  ],
  exports: [UsersService],
})
export class UsersModule {}
