import { useQuery } from '@tanstack/react-query';
import { api } from '@agency/api-client';

export const subscriptionPlansQueryKey = ['builder', 'subscription-plans'] as const;

/** The active website plans (GET /api/subscription-plans), shared by the plan page and the domain page. */
export function useSubscriptionPlans(enabled = true) {
  return useQuery({ queryKey: subscriptionPlansQueryKey, queryFn: () => api('GET /api/subscription-plans'), enabled });
}
