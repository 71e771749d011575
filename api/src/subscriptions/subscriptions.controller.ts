import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  ZChangePlanRequest,
  ZCreateSubscriptionRequest,
  ZCrmInvoiceListQuery,
  type TCreateSubscriptionResponse,
  type TCrmInvoice,
  type TSessionUser,
  type TSubscribablePlan,
  type TSubscriptionPlan,
  type TSubscriptionWithInvoices,
} from '@agency/contracts';
import { CurrentUser } from '../auth/request-auth';
import { Roles, SignedIn } from '../auth/roles.decorator';
import { ZodDto } from '../common/validation/zod-dto';
import { SubscriptionsService } from './subscriptions.service';

class CreateSubscriptionBody extends ZodDto(ZCreateSubscriptionRequest) {}
class ChangePlanBody extends ZodDto(ZChangePlanRequest) {}
class CrmInvoiceListQuery extends ZodDto(ZCrmInvoiceListQuery) {}

@Controller('api/subscription-plans')
export class SubscriptionPlansController {
  constructor(private readonly subscriptions: SubscriptionsService) {}

  /** The plans sold online (the builder's): hosting, monthly and yearly. */
  @Get()
  list(): Promise<TSubscribablePlan[]> {
    return this.subscriptions.listPlans();
  }
}

/** The whole catalogue, which the pricing page shows: one source of prices for it and the builder. */
@Controller('api/price-catalogue')
export class PriceCatalogueController {
  constructor(private readonly subscriptions: SubscriptionsService) {}

  @Get()
  list(): Promise<TSubscriptionPlan[]> {
    return this.subscriptions.listCatalogue();
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

  @Post(':id/plan')
  @SignedIn()
  @HttpCode(200)
  changePlan(@CurrentUser() user: TSessionUser, @Param('id') id: string, @Body() body: ChangePlanBody): Promise<TSubscriptionWithInvoices> {
    return this.subscriptions.changePlan(user.id, id, body.planId);
  }

  @Post(':id/cancel')
  @SignedIn()
  @HttpCode(200)
  cancel(@CurrentUser() user: TSessionUser, @Param('id') id: string): Promise<TSubscriptionWithInvoices> {
    return this.subscriptions.cancel(user.id, id);
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
