import { useId, useState } from 'react';
import {
  CHAT_RATING_COMMENT_MAX_LENGTH,
  CHAT_RATING_THANKS_MESSAGE,
  CHAT_RESOLVED_MESSAGE,
  type TChatMessage,
  type TChatRatingFrame,
  type TChatTranscriptFrame,
} from '@agency/contracts';
import { Button } from '@agency/design-system/button';
import { Textarea } from '@agency/design-system/textarea';
import * as styles from './chat-closing.module.css';

const SCORES = [
  { score: 1, label: '1 - Poor' },
  { score: 2, label: '2 - Fair' },
  { score: 3, label: '3 - Good' },
  { score: 4, label: '4 - Very good' },
  { score: 5, label: '5 - Excellent' },
] as const;

/**
 * Where the conversation stands, read from its messages (so a reload or another tab shows the same): resolved when
 * the latest resolve message has no visitor message after it; the rating is owed until the thanks message follows.
 */
export function closingState(messages: TChatMessage[]): { resolved: boolean; ratingOwed: boolean } {
  let resolved = false;
  let ratingOwed = false;
  for (const message of messages) {
    if (message.sender === 'user') resolved = ratingOwed = false;
    else if (message.sender === 'system' && message.message === CHAT_RESOLVED_MESSAGE) resolved = ratingOwed = true;
    else if (message.sender === 'system' && message.message === CHAT_RATING_THANKS_MESSAGE) ratingOwed = false;
  }
  return { resolved, ratingOwed };
}

export interface ChatClosingProps {
  messages: TChatMessage[];
  disabled: boolean;
  /** The address the transcript would go to, when the visitor gave one (or is signed in); null hides the button. */
  email: string | null;
  transcriptSentTo: string | null;
  send(frame: TChatRatingFrame | TChatTranscriptFrame): boolean;
}

/** After an agent resolved the conversation: a 1-5 rating with an optional comment, and the transcript by e-mail. */
export function ChatClosing({ messages, disabled, email, transcriptSentTo, send }: ChatClosingProps) {
  const { resolved, ratingOwed } = closingState(messages);
  if (!resolved) return null;
  return (
    <div className={styles.closing}>
      {ratingOwed && <RatingForm disabled={disabled} send={send} />}
      {email &&
        (transcriptSentTo ? (
          <p className={styles.note} role="status">{`The transcript is on its way to ${transcriptSentTo}.`}</p>
        ) : (
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={disabled}
            onClick={() => send({ type: 'transcript', requestId: crypto.randomUUID() })}
          >
            E-mail me the transcript
          </Button>
        ))}
    </div>
  );
}

function RatingForm({ disabled, send }: Pick<ChatClosingProps, 'disabled' | 'send'>) {
  const [score, setScore] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const commentId = useId();
  const problemId = useId();
  return (
    <form
      className={styles.rating}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (score === null) {
          setProblem('Choose a rating from 1 to 5');
          return;
        }
        setProblem(null);
        send({ type: 'rating', score, ...(comment.trim() ? { comment: comment.trim() } : {}) });
      }}
    >
      <fieldset className={styles.scores} aria-describedby={problem ? problemId : undefined}>
        <legend className={styles.legend}>How did we do?</legend>
        {SCORES.map((option) => (
          <label key={option.score} className={styles.score}>
            <input
              type="radio"
              name="chat-rating"
              value={option.score}
              checked={score === option.score}
              onChange={() => {
                setScore(option.score);
                setProblem(null);
              }}
            />
            {option.label}
          </label>
        ))}
      </fieldset>
      {problem && (
        <p id={problemId} role="alert" className={styles.problem}>
          {problem}
        </p>
      )}
      <label htmlFor={commentId} className={styles.commentLabel}>
        Comment (optional)
      </label>
      <Textarea
        id={commentId}
        rows={2}
        maxLength={CHAT_RATING_COMMENT_MAX_LENGTH}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
      />
      <div>
        <Button type="submit" size="sm" disabled={disabled}>
          Send rating
        </Button>
      </div>
    </form>
  );
}
