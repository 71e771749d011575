import { Module } from '@nestjs/common';
import { ANALYTICS_CONFIG, loadAnalyticsConfig } from './analytics.config';
import { AnalyticsController } from './analytics.controller';
import { AnalyticsService } from './analytics.service';

/** First-party, cookie-free analytics events. */
@Module({
  controllers: [AnalyticsController],
  providers: [{ provide: ANALYTICS_CONFIG, useFactory: () => loadAnalyticsConfig() }, AnalyticsService],
})
export class AnalyticsModule {}
