import { useQuery } from '@tanstack/react-query';
import { api, apiKey } from '@agency/api-client';

/**
 * The plan catalogue (GET /api/subscription-plans): the one source of plan names and prices, which the website
 * builder sells from too. On a prerendered visit the API has already put the answer in the page (request-time
 * region 'pricing-plans'), so this reads it from the cache without asking again.
 */
export function usePricingPlans() {
  return useQuery({ queryKey: apiKey('GET /api/subscription-plans'), queryFn: () => api('GET /api/subscription-plans') });
}
