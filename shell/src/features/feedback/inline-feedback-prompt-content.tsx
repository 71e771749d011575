import { useEffect, useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { FEEDBACK_REACTIONS, INLINE_PROMPT_REACTION_WORDS, type TFeedbackReactionWord } from '@agency/contracts';
import type { InlineFeedbackPromptProps } from '@agency/contracts/platform';
import { feedbackMetadata, newFeedbackSessionId, sendReaction } from './feedback-actions';
import { feedbackContextQuery } from './feedback.api';
import { toastContextNotFound, toastFeedbackFailed, toastInlineThanks } from './feedback-toasts';
import * as styles from './inline-feedback-prompt.module.css';

const DEFAULT_QUESTION = 'Was this helpful?';

/**
 * One question and six reactions in the page's flow, as a bare line (minimal), a card, or a page section. After one
 * reaction is recorded its buttons lock and it says 'Thanks!' (spec part 2 §4).
 */
export function InlineFeedbackPromptContent({ context, question = DEFAULT_QUESTION, variant = 'card' }: InlineFeedbackPromptProps) {
  const queryClient = useQueryClient();
  const questionId = useId();
  const [sessionId] = useState(newFeedbackSessionId);
  const [sending, setSending] = useState(false);
  const [chosen, setChosen] = useState<TFeedbackReactionWord | null>(null);

  useEffect(() => {
    void queryClient.prefetchQuery(feedbackContextQuery(context));
  }, [queryClient, context]);

  const react = async (word: TFeedbackReactionWord) => {
    setSending(true);
    const metadata = feedbackMetadata(context, { variant, question });
    const outcome = await sendReaction(queryClient, { contextIdentifier: context, word, sessionId, metadata });
    setSending(false);
    if (outcome === 'no-context') {
      toastContextNotFound();
    } else if (outcome === 'failed') {
      toastFeedbackFailed();
    } else {
      setChosen(word);
      toastInlineThanks();
    }
  };

  const Frame = variant === 'section' ? 'section' : 'div';
  const Question = variant === 'section' ? 'h2' : 'p';
  return (
    <Frame className={styles.prompt} data-variant={variant} aria-labelledby={variant === 'section' ? questionId : undefined}>
      <Question id={questionId} className={styles.question}>
        {question}
      </Question>
      {variant === 'section' && <p className={styles.lead}>Pick a reaction: it takes one tap and helps us improve.</p>}
      <div role="group" aria-labelledby={questionId} aria-busy={sending} className={styles.reactions}>
        {INLINE_PROMPT_REACTION_WORDS.map((word) => (
          <button
            key={word}
            type="button"
            className={styles.reaction}
            data-chosen={chosen === word}
            disabled={sending || chosen !== null}
            onClick={() => void react(word)}
          >
            <span aria-hidden="true" className={styles.emoji}>
              {FEEDBACK_REACTIONS[word].emoji}
            </span>
            <span className={styles.word}>{word}</span>
          </button>
        ))}
      </div>
      <p role="status" className={styles.thanks}>
        {chosen !== null ? 'Thanks!' : ''}
      </p>
    </Frame>
  );
}
