import { useCallback, useEffect, useId, useLayoutEffect, useRef, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import {
  ONBOARDING_BOOKING_TEXT,
  ONBOARDING_CHAT_EVENTS,
  ONBOARDING_MESSAGE_MAX_LENGTH,
  ONBOARDING_STEP_COUNT,
  ONBOARDING_TEXT,
  onboardingProgressPercent,
  type TConsultationTime,
} from '@agency/contracts';
import { Button } from '@agency/design-system/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@agency/design-system/dialog';
import { Input } from '@agency/design-system/input';
import { usePlatform } from '@agency/design-system/platform-context';
import { useOnboardingChat, type ChatMessage, type OnboardingChat } from './use-onboarding-chat';
import * as styles from './onboarding-chat-dialog.module.css';

export interface OnboardingChatDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

/**
 * The onboarding chat modal (spec part 1 §2, §4): the consultant persona, 'Step n/4' with its percentage, the
 * conversation, then the service buttons, the text input or the completion panel. The dialog's content is unmounted
 * while closed, so every opening starts a new conversation (a new session id and init call).
 */
export function OnboardingChatDialog({ open, onOpenChange }: OnboardingChatDialogProps) {
  const { track, widgets } = usePlatform();
  const stepRef = useRef(0);
  const rememberStep = useCallback((step: number) => {
    stepRef.current = step;
  }, []);
  // The dialog is opened from outside (no Radix trigger), so Radix has nothing to give the focus back to on close:
  // remember what had it ('Start Your Journey') before the dialog takes it.
  const openerRef = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement) openerRef.current = document.activeElement;
  }, [open]);

  const changeOpen = (next: boolean) => {
    if (!next) track(ONBOARDING_CHAT_EVENTS.closed, { step: stepRef.current });
    onOpenChange(next);
  };

  // 'Talk to a person': the modal closes first, then the live chat opens with this session's id for the server to
  // link, so the panel is not opened behind a modal that still holds the focus and hides the page.
  const handoffRef = useRef<string | null>(null);
  const talkToPerson = useCallback(
    (sessionId: string) => {
      handoffRef.current = sessionId;
      track(ONBOARDING_CHAT_EVENTS.closed, { step: stepRef.current });
      onOpenChange(false);
    },
    [onOpenChange, track],
  );

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent
        size="lg"
        className={styles.dialog}
        closeLabel="Close chat"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          const handoff = handoffRef.current;
          handoffRef.current = null;
          // Handed over: the live chat panel takes the focus when it opens.
          if (handoff) widgets.openLiveChat({ consultantSessionId: handoff });
          else openerRef.current?.focus();
        }}
      >
        <ChatPanel onStep={rememberStep} onTalkToPerson={talkToPerson} />
      </DialogContent>
    </Dialog>
  );
}

function ChatPanel({ onStep, onTalkToPerson }: { onStep(step: number): void; onTalkToPerson(sessionId: string): void }) {
  const chat = useOnboardingChat();
  const percent = onboardingProgressPercent(chat.step);
  useEffect(() => onStep(chat.step), [chat.step, onStep]);

  return (
    <>
      <div className={styles.header}>
        <span className={styles.avatar} aria-hidden="true">
          {ONBOARDING_TEXT.personaName.charAt(0)}
        </span>
        <div className={styles.identity}>
          <DialogTitle>{ONBOARDING_TEXT.personaName}</DialogTitle>
          <DialogDescription>{ONBOARDING_TEXT.subtitle}</DialogDescription>
        </div>
      </div>
      <div className={styles.progress}>
        <div className={styles.progressLabels}>
          <span>{`Step ${chat.step}/${ONBOARDING_STEP_COUNT}`}</span>
          <span>{`${percent}%`}</span>
        </div>
        <div
          className={styles.track}
          role="progressbar"
          aria-label="Assessment progress"
          aria-valuemin={0}
          aria-valuemax={ONBOARDING_STEP_COUNT}
          aria-valuenow={chat.step}
          aria-valuetext={`Step ${chat.step} of ${ONBOARDING_STEP_COUNT}`}
        >
          <div className={styles.bar} style={{ width: `${percent}%` }} />
        </div>
      </div>
      <MessageList chat={chat}>
        {chat.status === 'open' && chat.offer && (chat.offer.times.length > 0 || chat.offer.person) ? (
          <ConsultationOffer chat={chat} onTalkToPerson={onTalkToPerson} />
        ) : null}
      </MessageList>
      {chat.status === 'failed' ? (
        <div className={styles.failed}>
          <p className={styles.failedText} role="alert">
            We couldn't reach {ONBOARDING_TEXT.personaName} just now.
          </p>
          <Button variant="outline" onClick={chat.retry}>
            Try again
          </Button>
        </div>
      ) : null}
      {chat.notice ? (
        <p className={styles.notice} role="alert">
          {chat.notice}
        </p>
      ) : null}
      {chat.showOptions ? <ServiceOptions chat={chat} /> : null}
      {chat.booked && !chat.complete ? <BookedTime time={chat.booked} /> : null}
      {chat.showInput ? <Composer chat={chat} /> : null}
      {chat.complete ? <CompletionPanel booked={chat.booked} /> : null}
    </>
  );
}

/** Room left above the newest message when the list stops at its start. */
const NEWEST_MARGIN_PX = 8;

/** The conversation; `children` (the consultant's offer) follow its last message and scroll with it. */
function MessageList({ chat, children }: { chat: OnboardingChat; children?: ReactNode }) {
  const listRef = useRef<HTMLDivElement>(null);
  // After every change, down to the end (the typing indicator, the offer under the last reply), but never past the
  // start of the newest message: on a phone, a long reply and its offered times are read from the top.
  useEffect(() => {
    const list = listRef.current;
    const newest = list?.querySelector('li:last-child');
    if (!list) return;
    const newestTop = newest ? list.scrollTop + newest.getBoundingClientRect().top - list.getBoundingClientRect().top - NEWEST_MARGIN_PX : Infinity;
    list.scrollTop = Math.min(list.scrollHeight, newestTop);
  }, [chat.messages.length, chat.pending, chat.offer]);

  return (
    <div ref={listRef} className={styles.messages} role="log" aria-label="Conversation" aria-live="polite" tabIndex={0}>
      {chat.messages.length === 0 && chat.status === 'failed' ? (
        <p className={styles.empty}>The conversation could not be started.</p>
      ) : null}
      <ol className={styles.messageList}>
        {chat.messages.map((item) => (
          <MessageBubble key={item.id} message={item} />
        ))}
      </ol>
      {children}
      {chat.pending ? (
        <p className={styles.typing}>
          <span className={styles.dots} aria-hidden="true">
            <span />
            <span />
            <span />
          </span>
          {ONBOARDING_TEXT.typing}
        </p>
      ) : null}
    </div>
  );
}

function MessageBubble({ message }: { message: ChatMessage }) {
  const mine = message.role === 'user';
  return (
    <li className={mine ? styles.fromVisitor : styles.fromConsultant}>
      <span className={styles.visuallyHidden}>{mine ? 'You: ' : `${ONBOARDING_TEXT.personaName}: `}</span>
      <span className={styles.bubble}>{message.content}</span>
    </li>
  );
}

function ServiceOptions({ chat }: { chat: OnboardingChat }) {
  const labelId = useId();
  const firstRef = useRef<HTMLButtonElement>(null);
  // The buttons replace whatever had focus (the greeting arrives after opening): start the keyboard on them.
  useEffect(() => firstRef.current?.focus({ preventScroll: true }), []);
  return (
    <div className={styles.options} role="group" aria-labelledby={labelId}>
      <p id={labelId} className={styles.optionsLabel}>
        Choose a service
      </p>
      <div className={styles.optionGrid}>
        {chat.options.map((option, index) => (
          <Button
            key={option}
            ref={index === 0 ? firstRef : undefined}
            variant="outline"
            className={styles.option}
            onClick={() => chat.chooseOption(option)}
          >
            {option}
          </Button>
        ))}
      </div>
    </div>
  );
}

/**
 * The consultant's offer: the next free consultation times as buttons (the server's slots, in New Zealand time) and
 * 'Talk to a person'. It sits under the reply that makes it, inside the scrolling conversation, so a phone's 500 px
 * modal keeps room for the input or the completion panel. Choosing a time books it; the conversation goes on
 * meanwhile, so the buttons never replace the input.
 */
function ConsultationOffer({ chat, onTalkToPerson }: { chat: OnboardingChat; onTalkToPerson(sessionId: string): void }) {
  const labelId = useId();
  const offer = chat.offer;
  if (!offer) return null;
  const times = offer.times;
  return (
    <div className={styles.offer}>
      {times.length > 0 ? (
        <div className={styles.options} role="group" aria-labelledby={labelId}>
          <p id={labelId} className={styles.optionsLabel}>
            {ONBOARDING_BOOKING_TEXT.timesLabel}
          </p>
          <div className={styles.timeGrid}>
            {times.map((time) => (
              <Button
                key={time.startsAt}
                variant="outline"
                size="sm"
                className={styles.option}
                disabled={chat.pending}
                onClick={() => chat.chooseTime(time)}
              >
                {time.label}
              </Button>
            ))}
          </div>
        </div>
      ) : null}
      {offer.person && chat.sessionId ? (
        <Button
          variant="secondary"
          size="sm"
          className={styles.person}
          disabled={chat.pending}
          onClick={() => chat.sessionId && onTalkToPerson(chat.sessionId)}
        >
          {ONBOARDING_BOOKING_TEXT.talkToPerson}
        </Button>
      ) : null}
    </div>
  );
}

/** 'Consultation booked: Monday, 3 March at 10:00 am (New Zealand time)', as the confirmation e-mail has it. */
function BookedLine({ time, className }: { time: TConsultationTime; className: string | undefined }) {
  return (
    <p className={className}>
      <span className={styles.bookedTitle}>{ONBOARDING_BOOKING_TEXT.bookedTitle}:</span> {time.label} (New Zealand time)
    </p>
  );
}

/** Booked while the conversation goes on; at the end the completion panel says it instead. */
function BookedTime({ time }: { time: TConsultationTime }) {
  return (
    <div role="status">
      <BookedLine time={time} className={styles.booked} />
    </div>
  );
}

function Composer({ chat }: { chat: OnboardingChat }) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const blank = chat.draft.trim() === '';

  // Disabling the input while a reply is on its way drops its focus; give it back when the visitor can type again.
  useEffect(() => {
    if (chat.inputEnabled) inputRef.current?.focus({ preventScroll: true });
  }, [chat.inputEnabled]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    chat.sendDraft();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && (blank || chat.pending)) event.preventDefault();
  };

  return (
    <form className={styles.composer} onSubmit={submit} aria-label="Send a message">
      <label htmlFor={inputId} className={styles.visuallyHidden}>
        Your message
      </label>
      <Input
        ref={inputRef}
        id={inputId}
        className={styles.composerInput}
        value={chat.draft}
        onChange={(event) => chat.setDraft(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder={ONBOARDING_TEXT.inputPlaceholder}
        maxLength={ONBOARDING_MESSAGE_MAX_LENGTH}
        autoComplete="off"
        disabled={!chat.inputEnabled}
      />
      <Button type="submit" disabled={!chat.inputEnabled || blank}>
        {ONBOARDING_TEXT.send}
      </Button>
    </form>
  );
}

function CompletionPanel({ booked }: { booked: TConsultationTime | null }) {
  const closeRef = useRef<HTMLButtonElement>(null);
  // On Close when the conversation ends, and again once a time is booked (its button, which had the focus, is gone).
  useEffect(() => closeRef.current?.focus({ preventScroll: true }), [booked]);
  return (
    <div className={styles.completion} role="status">
      <span className={styles.completionIcon} aria-hidden="true">
        ✓
      </span>
      <div className={styles.completionText}>
        <p className={styles.completionTitle}>{ONBOARDING_TEXT.completionTitle}</p>
        <p className={styles.completionBody}>{ONBOARDING_TEXT.completionText}</p>
        {booked ? <BookedLine time={booked} className={styles.completionBody} /> : null}
      </div>
      <DialogClose asChild>
        <Button ref={closeRef}>{ONBOARDING_TEXT.close}</Button>
      </DialogClose>
    </div>
  );
}
