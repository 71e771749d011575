import { Module } from '@nestjs/common';
import { SCHEDULING_CLOCK, SystemClock } from './scheduling-clock';
import { loadSchedulingConfig, SCHEDULING_CONFIG } from './scheduling.config';
import { SchedulingController } from './scheduling.controller';
import { SchedulingService } from './scheduling.service';

/** The free consultation booking: days, slots, bookings and their personal links, and the CRM's appointments. */
@Module({
  controllers: [SchedulingController],
  providers: [
    { provide: SCHEDULING_CONFIG, useFactory: () => loadSchedulingConfig() },
    { provide: SCHEDULING_CLOCK, useClass: SystemClock },
    SchedulingService,
  ],
  // The consultant chat offers the same free times and books through the same service.
  exports: [SchedulingService],
})
export class SchedulingModule {}
