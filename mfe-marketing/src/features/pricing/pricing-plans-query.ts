import { useQuery } from '@tanstack/react-query';
import { api, apiKey } from '@agency/api-client';

/**
 * The price catalogue (GET /api/price-catalogue): every group's plans from the one table of plan names and prices,
 * whose hosting plans the website builder sells (GET /api/subscription-plans). On a prerendered visit the API has already put the answer in the page (request-time
 * region 'pricing-plans'), so this reads it from the cache without asking again.
 */
export function usePricingPlans() {
  return useQuery({ queryKey: apiKey('GET /api/price-catalogue'), queryFn: () => api('GET /api/price-catalogue') });
}
