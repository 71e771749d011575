import { Module } from '@nestjs/common';
import { COMPANIES_CONFIG, loadCompaniesConfig } from './companies.config';
import { CompaniesController } from './companies.controller';
import { CompaniesService } from './companies.service';

/** A client's companies and their logos (uploaded, checked, re-encoded and served from PostgreSQL). */
@Module({
  controllers: [CompaniesController],
  providers: [{ provide: COMPANIES_CONFIG, useFactory: () => loadCompaniesConfig() }, CompaniesService],
})
export class CompaniesModule {}
