import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { FEEDBACK_REACTIONS, WIDGET_REACTION_WORDS, type TFeedbackReactionWord } from '@agency/contracts';
import type { FeedbackWidgetProps } from '@agency/contracts/platform';
import { LoadBoundary } from '@agency/design-system/lazy-page';
import { feedbackMetadata, newFeedbackSessionId, sendReaction } from './feedback-actions';
import { EMPTY_DRAFT, FeedbackForm, type FeedbackDraft } from './feedback-form';
import { toastContextNotFound, toastReactionFailed, toastReactionRecorded } from './feedback-toasts';
import { ReactionStats } from './reaction-stats';
import * as styles from './feedback-panel.module.css';

export interface FeedbackPanelProps extends FeedbackWidgetProps {
  id: string;
  open: boolean;
  onClose(): void;
}

const DEFAULT_TITLE = 'How was your experience?';

function CloseIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
    </svg>
  );
}

/** The open widget: quick reactions first, the detailed form one step behind them (spec part 2 §4). */
function Panel({
  id,
  open,
  onClose,
  context,
  title = DEFAULT_TITLE,
  size = 'medium',
  theme = 'light',
  showRating = true,
  showComment = true,
  showStats = true,
}: FeedbackPanelProps) {
  const queryClient = useQueryClient();
  const titleId = useId();
  const panelRef = useRef<HTMLElement>(null);
  // One id per widget instance, made here in the browser (never in the prerendered button).
  const [sessionId] = useState(newFeedbackSessionId);
  const [view, setView] = useState<'reactions' | 'form'>('reactions');
  const [draft, setDraft] = useState<FeedbackDraft>(EMPTY_DRAFT);
  const [sending, setSending] = useState(false);
  const hasForm = showRating || showComment;

  // On opening and on each switch between the two views (the button pressed is gone), focus stays in the panel.
  useEffect(() => {
    if (open) panelRef.current?.focus();
  }, [open, view]);

  const react = async (word: TFeedbackReactionWord) => {
    setSending(true);
    const outcome = await sendReaction(queryClient, { contextIdentifier: context, word, sessionId, metadata: feedbackMetadata(context) });
    setSending(false);
    if (outcome === 'no-context') {
      toastContextNotFound();
    } else if (outcome === 'failed') {
      toastReactionFailed();
    } else {
      toastReactionRecorded();
      onClose();
    }
  };

  const submitted = () => {
    setDraft(EMPTY_DRAFT);
    setView('reactions');
    onClose();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  };

  return (
    <section
      ref={panelRef}
      id={id}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      tabIndex={-1}
      hidden={!open}
      className={styles.panel}
      data-size={size}
      data-theme={theme}
      onKeyDown={onKeyDown}
    >
      <header className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <button type="button" className={styles.close} aria-label="Close feedback" onClick={onClose}>
          <CloseIcon />
        </button>
      </header>
      {view === 'reactions' ? (
        <div className={styles.body}>
          <div role="group" aria-label="Quick reactions" aria-busy={sending} className={styles.reactions}>
            {WIDGET_REACTION_WORDS.map((word) => (
              <button key={word} type="button" className={styles.reaction} disabled={sending} onClick={() => void react(word)}>
                <span aria-hidden="true" className={styles.emoji}>
                  {FEEDBACK_REACTIONS[word].emoji}
                </span>
                <span className={styles.word}>{word}</span>
              </button>
            ))}
          </div>
          {showStats && <ReactionStats contextIdentifier={context} />}
          {hasForm && (
            <button type="button" className={styles.more} onClick={() => setView('form')}>
              Leave detailed feedback
            </button>
          )}
        </div>
      ) : (
        <FeedbackForm
          contextIdentifier={context}
          sessionId={sessionId}
          showRating={showRating}
          showComment={showComment}
          draft={draft}
          onDraftChange={setDraft}
          onBack={() => setView('reactions')}
          onSubmitted={submitted}
        />
      )}
    </section>
  );
}

/** The open feedback panel, loaded on first open (see feedback-widget.tsx). */
export function FeedbackPanel(props: FeedbackPanelProps) {
  const { id, open, theme = 'light', onClose } = props;
  // A fault in the widget stays in the widget: the page around it keeps working.
  const failed = (
    <section id={id} hidden={!open} className={styles.panel} data-theme={theme} aria-label="Feedback">
      <header className={styles.header}>
        <p role="alert" className={styles.title}>
          Feedback is unavailable right now.
        </p>
        <button type="button" className={styles.close} aria-label="Close feedback" onClick={onClose}>
          <CloseIcon />
        </button>
      </header>
    </section>
  );
  return (
    <LoadBoundary log="Feedback widget failed:" fallback={failed}>
      <Panel {...props} />
    </LoadBoundary>
  );
}
