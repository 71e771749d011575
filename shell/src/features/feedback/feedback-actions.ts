import type { QueryClient } from '@tanstack/react-query';
import { apiKey } from '@agency/api-client';
import {
  FEEDBACK_METADATA_MAX_STRING_LENGTH,
  FEEDBACK_REACTIONS,
  type TFeedbackMetadata,
  type TFeedbackReactionWord,
} from '@agency/contracts';
import { feedbackContextQuery, postFeedbackReaction } from './feedback.api';

/** What became of a feedback action; the caller shows its own toast for 'sent' and 'failed'. */
export type FeedbackOutcome = 'sent' | 'failed' | 'no-context';

/**
 * The context's id: from the cache, from the lookup already under way, or looked up now. Null when the lookup fails,
 * and then the visitor is told 'Context not found' (spec part 2 §5) instead of sending a request that cannot succeed.
 */
export async function resolveContextId(queryClient: QueryClient, identifier: string): Promise<string | null> {
  try {
    return (await queryClient.fetchQuery(feedbackContextQuery(identifier))).id;
  } catch {
    return null;
  }
}

/** A random id for one widget instance (spec part 2 §3). getRandomValues works on plain http too, unlike randomUUID. */
export function newFeedbackSessionId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** {contextIdentifier, userAgent, timestamp}, plus what the caller adds (the inline prompt's variant and question). */
export function feedbackMetadata(contextIdentifier: string, extra: Record<string, string> = {}): TFeedbackMetadata {
  const metadata: TFeedbackMetadata = { contextIdentifier, userAgent: navigator.userAgent, timestamp: new Date().toISOString(), ...extra };
  for (const [key, value] of Object.entries(metadata)) {
    if (typeof value === 'string') metadata[key] = value.slice(0, FEEDBACK_METADATA_MAX_STRING_LENGTH);
  }
  return metadata;
}

/** Sends one reaction with its emoji and sentiment from the contracts' table. */
export async function sendReaction(
  queryClient: QueryClient,
  options: { contextIdentifier: string; word: TFeedbackReactionWord; sessionId: string; metadata: TFeedbackMetadata },
): Promise<FeedbackOutcome> {
  const contextId = await resolveContextId(queryClient, options.contextIdentifier);
  if (!contextId) return 'no-context';
  const { emoji, sentiment } = FEEDBACK_REACTIONS[options.word];
  try {
    await postFeedbackReaction({ contextId, emoji, sentiment, sessionId: options.sessionId, metadata: options.metadata });
  } catch {
    return 'failed';
  }
  // The count and the newest emojis refresh in the background; the thank-you does not wait for them.
  void queryClient.invalidateQueries({ queryKey: apiKey('GET /api/feedback/summary/:contextId', { params: { contextId } }) });
  return 'sent';
}
