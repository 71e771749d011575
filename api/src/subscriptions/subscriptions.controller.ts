import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import {
  ZCreateSubscriptionRequest,
  type TCreateSubscriptionResponse,
  type TSessionUser,
  type TSubscriptionPlan,
  type TSubscriptionWithInvoices,
} from '@agency/contracts';
import { CurrentUser } from '../auth/request-auth';
import { SignedIn } from '../auth/roles.decorator';
import { ZodDto } from '../common/validation/zod-dto';
import { SubscriptionsService } from './subscriptions.service';

class CreateSubscriptionBody extends ZodDto(ZCreateSubscriptionRequest) {}

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
