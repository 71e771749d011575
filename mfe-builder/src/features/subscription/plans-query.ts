import { useQuery } from '@tanstack/react-query';
import { api, apiKey } from '@agency/api-client';

/** The active website plans (GET /api/subscription-plans), shared by the plan page and the domain page. */
export function useSubscriptionPlans(enabled = true) {
  return useQuery({ queryKey: apiKey('GET /api/subscription-plans'), queryFn: () => api('GET /api/subscription-plans'), enabled });
}
