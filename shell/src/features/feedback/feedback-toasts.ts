import { FEEDBACK_CONTEXT_NOT_FOUND_MESSAGE, FEEDBACK_EMPTY_SUBMISSION_MESSAGE } from '@agency/contracts';
import { showToast } from '../toasts/toast-store';

/* The feedback widgets' toasts, in the spec's words (part 2 §5, §8). */

/** How long the inline prompt's thank-you stays (part 2 §8: 2 s). */
export const INLINE_THANKS_TOAST_MS = 2000;

export function toastReactionRecorded(): void {
  showToast({ title: 'Thank you!', description: 'Your reaction has been recorded.', variant: 'success' });
}

export function toastReactionFailed(): void {
  showToast({ title: 'Error', description: 'Failed to submit reaction. Please try again.', variant: 'destructive' });
}

export function toastInlineThanks(): void {
  showToast({ title: 'Thank you!', description: 'Your feedback helps us improve.', variant: 'success', duration: INLINE_THANKS_TOAST_MS });
}

/** The inline prompt's reaction failure and the detailed form's failure say the same. */
export function toastFeedbackFailed(): void {
  showToast({ title: 'Error', description: 'Failed to submit feedback. Please try again.', variant: 'destructive' });
}

export function toastFeedbackSubmitted(): void {
  showToast({ title: 'Feedback Submitted!', variant: 'success' });
}

export function toastEmptySubmission(): void {
  showToast({ title: 'Please provide feedback', description: FEEDBACK_EMPTY_SUBMISSION_MESSAGE, variant: 'destructive' });
}

export function toastContextNotFound(): void {
  showToast({ title: 'Error', description: FEEDBACK_CONTEXT_NOT_FOUND_MESSAGE, variant: 'destructive' });
}
