import { queryOptions } from '@tanstack/react-query';
import { api, apiKey } from '@agency/api-client';
import type { TCreateFeedbackReactionRequest, TCreateFeedbackSubmissionRequest } from '@agency/contracts';

/** A context's id by its identifier. Contexts never change while a page is open, so one answer serves the visit. */
export function feedbackContextQuery(identifier: string) {
  return queryOptions({
    queryKey: apiKey('GET /api/feedback/contexts/:contextIdentifier', { params: { contextIdentifier: identifier } }),
    queryFn: () => api('GET /api/feedback/contexts/:contextIdentifier', { params: { contextIdentifier: identifier } }),
    staleTime: Infinity,
  });
}

/** The reaction count and the newest reactions the panel shows. */
export function feedbackSummaryQuery(contextId: string) {
  return queryOptions({
    queryKey: apiKey('GET /api/feedback/summary/:contextId', { params: { contextId } }),
    queryFn: () => api('GET /api/feedback/summary/:contextId', { params: { contextId } }),
  });
}

export function postFeedbackReaction(body: TCreateFeedbackReactionRequest) {
  return api('POST /api/feedback/reactions', { body });
}

export function postFeedbackSubmission(body: TCreateFeedbackSubmissionRequest) {
  return api('POST /api/feedback/submissions', { body });
}
