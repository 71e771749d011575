import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  ZCreateSubscriptionRequest,
  ZCrmInvoiceListQuery,
  type TCreateSubscriptionResponse,
  type TCrmInvoice,
  type TSessionUser,
  type TSubscriptionPlan,
  type TSubscriptionWithInvoices,
} from '@agency/contracts';
import { CurrentUser } from '../auth/request-auth';
import { Roles, SignedIn } from '../auth/roles.decorator';
import { ZodDto } from '../common/validation/zod-dto';
import { SubscriptionsService } from './subscriptions.service';

class CreateSubscriptionBody extends ZodDto(ZCreateSubscriptionRequest) {}
class CrmInvoiceListQuery extends ZodDto(ZCrmInvoiceListQuery) {}

@Controller('api/subscription-plans')
export class SubscriptionPlansController {
  constructor(private readonly subscriptions: SubscriptionsService) {}

  @Get()
  list(): Promise<TSubscriptionPlan[]> {
    return this.subscriptions.listPlans();
  }
}

@Controller('api/subscriptions')
export class SubscriptionsController {
  constructor(private readonly subscriptions: SubscriptionsService) {}

  @Post()
  @SignedIn()
  @HttpCode(201)
  create(@CurrentUser() user: TSessionUser, @Body() body: CreateSubscriptionBody): Promise<TCreateSubscriptionResponse> {
    return this.subscriptions.create(user.id, body);
  }

  @Get('user')
  @SignedIn()
  listOwn(@CurrentUser() user: TSessionUser): Promise<TSubscriptionWithInvoices[]> {
    return this.subscriptions.listOwn(user.id);
  }
}

/** The CRM's invoices: what is owed, and recording a bank transfer. Admins only. */
@Controller('api/crm/invoices')
@Roles('admin')
export class CrmInvoicesController {
  constructor(private readonly subscriptions: SubscriptionsService) {}

  @Get()
  list(@Query() query: CrmInvoiceListQuery): Promise<TCrmInvoice[]> {
    return this.subscriptions.listForCrm(query);
  }

  @Post(':id/paid')
  @HttpCode(200)
  markPaid(@CurrentUser() admin: TSessionUser, @Param('id') id: string): Promise<TCrmInvoice> {
    return this.subscriptions.markInvoicePaid(id, admin.id);
  }
}
