import { useId, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { FEEDBACK_CATEGORY, FEEDBACK_COMMENT_MAX_LENGTH, FEEDBACK_RATING_MAX } from '@agency/contracts';
import { feedbackMetadata, resolveContextId } from './feedback-actions';
import { postFeedbackSubmission } from './feedback.api';
import { toastContextNotFound, toastEmptySubmission, toastFeedbackFailed, toastFeedbackSubmitted } from './feedback-toasts';
import * as styles from './feedback-panel.module.css';

export interface FeedbackDraft {
  rating: number | null;
  comment: string;
}

export const EMPTY_DRAFT: FeedbackDraft = { rating: null, comment: '' };

const STARS = Array.from({ length: FEEDBACK_RATING_MAX }, (_, index) => index + 1);

export interface FeedbackFormProps {
  contextIdentifier: string;
  sessionId: string;
  showRating: boolean;
  showComment: boolean;
  /** Kept by the panel, so closing it midway loses nothing. */
  draft: FeedbackDraft;
  onDraftChange(draft: FeedbackDraft): void;
  onBack(): void;
  onSubmitted(): void;
}

/** The detailed form: 1-5 stars and a comment, either one enough (spec part 2 §5). */
export function FeedbackForm({
  contextIdentifier,
  sessionId,
  showRating,
  showComment,
  draft,
  onDraftChange,
  onBack,
  onSubmitted,
}: FeedbackFormProps) {
  const queryClient = useQueryClient();
  const ratingName = useId();
  const commentId = useId();
  const counterId = useId();
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const comment = draft.comment.trim();
    if (draft.rating === null && comment === '') {
      toastEmptySubmission();
      return;
    }
    setSending(true);
    try {
      const contextId = await resolveContextId(queryClient, contextIdentifier);
      if (!contextId) {
        toastContextNotFound();
        return;
      }
      await postFeedbackSubmission({
        contextId,
        rating: draft.rating,
        comment: comment === '' ? null : comment,
        category: FEEDBACK_CATEGORY,
        sessionId,
        metadata: feedbackMetadata(contextIdentifier),
      });
    } catch {
      toastFeedbackFailed();
      return;
    } finally {
      setSending(false);
    }
    toastFeedbackSubmitted();
    onSubmitted();
  };

  return (
    <form className={styles.body} aria-label="Detailed feedback" noValidate onSubmit={(event) => void submit(event)}>
      {showRating && (
        <fieldset className={styles.rating}>
          <legend className={styles.fieldLabel}>Rating</legend>
          <div className={styles.stars}>
            {STARS.map((value) => (
              <label key={value} className={styles.star}>
                <input
                  type="radio"
                  name={ratingName}
                  value={value}
                  checked={draft.rating === value}
                  onChange={() => onDraftChange({ ...draft, rating: value })}
                />
                <span aria-hidden="true" data-filled={draft.rating !== null && value <= draft.rating}>
                  {draft.rating !== null && value <= draft.rating ? '★' : '☆'}
                </span>
                <span className={styles.visuallyHidden}>{value === 1 ? '1 star' : `${value} stars`}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {showComment && (
        <div className={styles.comment}>
          <label htmlFor={commentId} className={styles.fieldLabel}>
            Comment
          </label>
          <textarea
            id={commentId}
            className={styles.textarea}
            rows={3}
            maxLength={FEEDBACK_COMMENT_MAX_LENGTH}
            placeholder="Tell us what worked or what we could do better"
            aria-describedby={counterId}
            value={draft.comment}
            onChange={(event) => onDraftChange({ ...draft, comment: event.target.value })}
          />
          <p id={counterId} className={styles.counter}>
            {draft.comment.length.toLocaleString('en-NZ')}/{FEEDBACK_COMMENT_MAX_LENGTH.toLocaleString('en-NZ')} characters
          </p>
        </div>
      )}
      <div className={styles.actions}>
        <button type="button" className={styles.secondaryButton} onClick={onBack}>
          Back
        </button>
        <button type="submit" className={styles.primaryButton} disabled={sending}>
          {sending ? 'Submitting...' : 'Submit Feedback'}
        </button>
      </div>
    </form>
  );
}
