import { queryOptions } from '@tanstack/react-query';
import { api, apiUrl } from '@agency/api-client';

/** Every feedback context with its counts and newest comments (admin only). */
export const feedbackOverviewQuery = queryOptions({
  queryKey: [apiUrl('GET /api/feedback/overview')],
  queryFn: () => api('GET /api/feedback/overview'),
});
