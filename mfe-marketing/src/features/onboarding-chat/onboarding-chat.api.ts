import { api } from '@agency/api-client';
import type {
  TOnboardingBookResponse,
  TOnboardingHistoryMessage,
  TOnboardingInitResponse,
  TOnboardingMessageResponse,
} from '@agency/contracts';

/** POST /api/onboarding/init: starts the server's conversation for a new browser-made session id. */
export function startConsultation(sessionId: string): Promise<TOnboardingInitResponse> {
  return api('POST /api/onboarding/init', { body: { sessionId } });
}

/** POST /api/onboarding/message: the server keeps the transcript; `messages` is only the page's hint of it. */
export function sendConsultationMessage(
  sessionId: string,
  message: string,
  messages: TOnboardingHistoryMessage[],
): Promise<TOnboardingMessageResponse> {
  return api('POST /api/onboarding/message', { body: { sessionId, message, messages } });
}

/** POST /api/onboarding/book: one of the offered times, booked by the server through the booking service. */
export function bookConsultationTime(sessionId: string, startsAt: string): Promise<TOnboardingBookResponse> {
  return api('POST /api/onboarding/book', { body: { sessionId, startsAt } });
}
