import { Module } from '@nestjs/common';
import { DISCOVERY_CONFIG, loadDiscoveryConfig } from './discovery.config';
import { DiscoveryController, DiscoveryResponsesController } from './discovery.controller';
import { DiscoveryService } from './discovery.service';

/** The public discovery assessment, its link to an account, and the onboarding wizard's record. */
@Module({
  controllers: [DiscoveryController, DiscoveryResponsesController],
  providers: [{ provide: DISCOVERY_CONFIG, useFactory: () => loadDiscoveryConfig() }, DiscoveryService],
})
export class DiscoveryModule {}
