import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@agency/design-system/dialog';
import { usePlatform } from '@agency/design-system/platform-context';
import * as styles from './onboarding-chat-dialog.module.css';

/** The consultant persona the visitor talks to. */
export const CONSULTANT_NAME = 'Aria';
export const CONSULTANT_SUBTITLE = 'AI Business Consultant';
export const CHAT_STEPS = 4;

export interface OnboardingChatDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

/**
 * The onboarding chat modal (spec part 1 §2, §4): avatar, persona, progress and the message list.
 * This is the frame; the conversation (init call, service options, replies) fills the list later,
 * and its step drives the progress bar.
 */
export function OnboardingChatDialog({ open, onOpenChange }: OnboardingChatDialogProps) {
  const { track } = usePlatform();
  const step = 0;
  const percent = Math.round((step / CHAT_STEPS) * 100);

  const changeOpen = (next: boolean) => {
    if (!next) track('onboarding_chat_closed', { step });
    onOpenChange(next);
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent size="lg" className={styles.dialog} closeLabel="Close chat">
        <div className={styles.header}>
          <span className={styles.avatar} aria-hidden="true">
            {CONSULTANT_NAME.charAt(0)}
          </span>
          <div className={styles.identity}>
            <DialogTitle>{CONSULTANT_NAME}</DialogTitle>
            <DialogDescription>{CONSULTANT_SUBTITLE}</DialogDescription>
          </div>
        </div>
        <div className={styles.progress}>
          <div className={styles.progressLabels}>
            <span>{`Step ${step}/${CHAT_STEPS}`}</span>
            <span>{`${percent}%`}</span>
          </div>
          <div
            className={styles.track}
            role="progressbar"
            aria-label="Assessment progress"
            aria-valuemin={0}
            aria-valuemax={CHAT_STEPS}
            aria-valuenow={step}
            aria-valuetext={`Step ${step} of ${CHAT_STEPS}`}
          >
            <div className={styles.bar} style={{ width: `${percent}%` }} />
          </div>
        </div>
        <div className={styles.messages} role="log" aria-label="Conversation" aria-live="polite" tabIndex={0}>
          <p className={styles.empty}>{CONSULTANT_NAME} is getting ready to chat about your business.</p>
        </div>
      </DialogContent>
    </Dialog>
  );
}
