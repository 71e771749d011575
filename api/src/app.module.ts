import { Module, type DynamicModule } from '@nestjs/common';
import type { AppConfig } from './config/app-config';
import { APP_CONFIG } from './config/config.constants';
import { PublicOrigin } from './common/http/public-origin';
import { AnalyticsModule } from './analytics/analytics.module';
import { AuthModule } from './auth/auth.module';
import { CannedRepliesModule } from './canned-replies/canned-replies.module';
import { ChatModule } from './chat/chat.module';
import { CompaniesModule } from './companies/companies.module';
import { CrmModule } from './crm/crm.module';
import { DatabaseModule } from './database/database.module';
import { DiscoveryModule } from './discovery/discovery.module';
import { DocsModule } from './docs/docs.module';
import { FeedbackModule } from './feedback/feedback.module';
import { HealthModule } from './health/health.module';
import { LeadEmailsModule } from './lead-emails/lead-emails.module';
import { LeadsModule } from './leads/leads.module';
import { MailModule } from './mail/mail.module';
import { OnboardingModule } from './onboarding/onboarding.module';
import { ProjectsModule } from './projects/projects.module';
import { RateLimitModule } from './rate-limit/rate-limit.module';
import { SchedulingModule } from './scheduling/scheduling.module';
import { SessionsModule } from './sessions/sessions.module';
import { SitesModule } from './sites/sites.module';
import { SiteEnquiriesModule } from './site-enquiries/site-enquiries.module';
import { SubscriptionsModule } from './subscriptions/subscriptions.module';
import { UsersModule } from './users/users.module';
import { WebModule } from './web/web.module';

@Module({})
class ConfigModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: ConfigModule,
      global: true,
      providers: [{ provide: APP_CONFIG, useValue: config }, PublicOrigin],
      exports: [APP_CONFIG, PublicOrigin],
    };
  }
}

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule,
        RateLimitModule,
        SessionsModule,
        UsersModule,
        AuthModule,
        HealthModule,
        MailModule,
        LeadsModule,
        LeadEmailsModule,
        AnalyticsModule,
        ChatModule,
        CannedRepliesModule,
        FeedbackModule,
        SchedulingModule,
        OnboardingModule,
        DiscoveryModule,
        ProjectsModule,
        CompaniesModule,
        CrmModule,
        SitesModule,
        SiteEnquiriesModule,
        SubscriptionsModule,
        DocsModule,
        WebModule,
      ],
    };
  }
}
