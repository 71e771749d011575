import { queryOptions } from '@tanstack/react-query';
import { api } from '@agency/api-client';
import type { TCreateFeedbackReactionRequest, TCreateFeedbackSubmissionRequest } from '@agency/contracts';

/** A context's id by its identifier. Contexts never change while a page is open, so one answer serves the visit. */
export function feedbackContextQuery(identifier: string) {
  return queryOptions({
    queryKey: ['/api/feedback/contexts', identifier] as const,
    queryFn: () => api('GET /api/feedback/contexts/:contextIdentifier', { params: { contextIdentifier: identifier } }),
    staleTime: Infinity,
  });
}

/** The reaction count and the newest reactions the panel shows. */
export function feedbackSummaryQuery(contextId: string) {
  return queryOptions({
    queryKey: ['/api/feedback/summary', contextId] as const,
    queryFn: () => api('GET /api/feedback/summary/:contextId', { params: { contextId } }),
  });
}

export function postFeedbackReaction(body: TCreateFeedbackReactionRequest) {
  return api('POST /api/feedback/reactions', { body });
}

export function postFeedbackSubmission(body: TCreateFeedbackSubmissionRequest) {
  return api('POST /api/feedback/submissions', { body });
}
