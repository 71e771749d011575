import { Controller, Get, Header, Inject } from '@nestjs/common';
import type { TRemotesConfig } from '@agency/contracts';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.constants';
import { NO_CACHE } from './cache-policy';
import { buildRemotesConfig } from './remotes-config';

/** Generated at serve time from the environment, so pointing the shell at a new remote needs no rebuild. */
@Controller()
export class RemotesController {
  private readonly remotes: TRemotesConfig;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.remotes = buildRemotesConfig(config);
  }

  @Get('remotes.json')
  @Header('cache-control', NO_CACHE)
  remotesJson(): TRemotesConfig {
    return this.remotes;
  }
}
