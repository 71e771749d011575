import { Inject, Injectable, Logger } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.constants';
import { Seeder, type DataSeeder } from '../database/data-seeder';
import { UsersService } from './users.service';

/** ADMIN_EMAIL + ADMIN_PASSWORD (+ ADMIN_NAME) at start: that admin exists with that password (and name). */
@Injectable()
@Seeder({ order: 10 })
export class AdminAccountSeeder implements DataSeeder {
  private readonly logger = new Logger(AdminAccountSeeder.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersService,
  ) {}

  async seed(): Promise<void> {
    if (!this.config.admin) return;
    const admin = await this.users.ensureAdmin(this.config.admin.email, this.config.admin.password, this.config.admin.name);
    this.logger.debug(`Admin account ready: ${admin.email}`);
  }
}
