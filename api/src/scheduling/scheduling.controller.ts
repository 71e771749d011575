import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  ZAppointmentExportQuery,
  ZAppointmentListQuery,
  ZBookAppointmentRequest,
  ZRescheduleRequest,
  ZSlotQuery,
  type TAppointmentList,
  type TBookAppointmentResponse,
  type TBookingDays,
  type TManagedBooking,
  type TTimeSlot,
} from '@agency/contracts';
import { Roles } from '../auth/roles.decorator';
import { sendCsv } from '../common/csv/csv-download';
import { Produces } from '../common/endpoint-catalog/produces.decorator';
import { ZodDto } from '../common/validation/zod-dto';
import { APPOINTMENT_CSV_COLUMNS, appointmentExportFileName } from './appointment-csv';
import { SchedulingService } from './scheduling.service';

class SlotQuery extends ZodDto(ZSlotQuery) {}
class BookBody extends ZodDto(ZBookAppointmentRequest) {}
class RescheduleBody extends ZodDto(ZRescheduleRequest) {}
class AppointmentListQuery extends ZodDto(ZAppointmentListQuery) {}
class AppointmentExportQuery extends ZodDto(ZAppointmentExportQuery) {}

/** The booking page's calls and the personal links are public; the CRM's are admin only. */
@Controller('api/scheduling')
export class SchedulingController {
  constructor(
    private readonly scheduling: SchedulingService,
  ) {}

  @Get('days')
  days(): Promise<TBookingDays> {
    return this.scheduling.days();
  }

  @Get('slots')
  slots(@Query() query: SlotQuery): Promise<TTimeSlot[]> {
    return this.scheduling.slots(query.date);
  }

  /** Rate limited per client address; the links in the confirmation are on PublicOrigin, never the request's host. */
  @Post('book')
  @HttpCode(201)
  book(@Body() body: BookBody, @Req() request: FastifyRequest): Promise<TBookAppointmentResponse> {
    return this.scheduling.book(body, request.ip);
  }

  @Get('bookings/:token')
  booking(@Param('token') token: string): Promise<TManagedBooking> {
    return this.scheduling.managed(token);
  }

  @Post('bookings/:token/cancel')
  @HttpCode(200)
  cancel(@Param('token') token: string): Promise<TManagedBooking> {
    return this.scheduling.cancelByToken(token);
  }

  @Post('bookings/:token/reschedule')
  @HttpCode(200)
  reschedule(@Param('token') token: string, @Body() body: RescheduleBody, @Req() request: FastifyRequest): Promise<TManagedBooking> {
    return this.scheduling.rescheduleByToken(token, body.appointmentDate, request.ip);
  }

  @Get('appointments')
  @Roles('admin')
  appointments(@Query() query: AppointmentListQuery): Promise<TAppointmentList> {
    return this.scheduling.list(query);
  }

  /** The same rows as the table, every page, as a CSV download (times in New Zealand). */
  @Get('appointments/export')
  @Roles('admin')
  @Produces('text/csv')
  exportAppointments(@Query() query: AppointmentExportQuery, @Res() reply: FastifyReply): FastifyReply {
    return sendCsv(reply, appointmentExportFileName(new Date()), APPOINTMENT_CSV_COLUMNS, this.scheduling.exportRows(query));
  }

  @Delete('appointments/:id')
  @Roles('admin')
  @HttpCode(204)
  async cancelAppointment(@Param('id') id: string): Promise<void> {
    await this.scheduling.cancelById(id);
  }
}
