import { randomUUID } from 'node:crypto';
import { gstIncludedCents, SUBSCRIPTION_MESSAGES, ZCreateSubscriptionRequest } from './subscriptions';

describe('subscription rules', () => {
  it('finds the GST inside a GST-inclusive price (3/23 of it, to the cent)', () => {
    expect(gstIncludedCents(11500)).toBe(1500);
    expect(gstIncludedCents(5900)).toBe(770);
    expect(gstIncludedCents(59000)).toBe(7696);
    expect(gstIncludedCents(0)).toBe(0);
  });

  it('takes a plan alone, or a plan with both template and business info, never one half of the draft', () => {
    const planId = randomUUID();
    expect(ZCreateSubscriptionRequest.parse({ planId })).toEqual({ planId });
    const info = { businessName: 'Kiwi Cafe', businessType: 'Restaurant', description: 'Coffee.', phone: '021 555 0101', email: 'a@b.co.nz' };
    const both = ZCreateSubscriptionRequest.parse({ planId, templateId: randomUUID(), businessInfo: info });
    expect(both.businessInfo).toMatchObject({ businessName: 'Kiwi Cafe', services: [], address: '' });

    const half = ZCreateSubscriptionRequest.safeParse({ planId, businessInfo: info });
    expect(half.success).toBe(false);
    expect(half.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['templateId', SUBSCRIPTION_MESSAGES.templateRequired]]);
    expect(ZCreateSubscriptionRequest.safeParse({ planId: 'starter-monthly' }).error?.issues[0]?.message).toBe(SUBSCRIPTION_MESSAGES.planRequired);
  });
});
