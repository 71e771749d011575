import { forwardRef, useEffect, useId, useRef, useState } from 'react';
import { CHAT_MESSAGE_MAX_LENGTH, CHAT_TYPING_THROTTLE_MS, formatCount } from '@agency/contracts';
import { Button } from '@agency/design-system/button';
import { CharacterCount } from '@agency/design-system/character-count';
import { useSendOnEnter } from '@agency/design-system/send-on-enter';
import { Textarea } from '@agency/design-system/textarea';
import { useLiveChatOpenStore } from './live-chat-open-store';
import * as composerStyles from './chat-composer.module.css';
import * as styles from './live-chat-panel.module.css';

export interface ChatComposerProps {
  /** Until the socket is open nothing can be sent (spec part 1 §4). */
  disabled: boolean;
  /** Sends the text; false when it could not be sent, so the text stays in the box. */
  onSend(text: string): boolean;
  /** The visitor is typing: called at most once per CHAT_TYPING_THROTTLE_MS while the text changes. */
  onTyping?(): void;
}

/**
 * The message box: Enter sends, Shift+Enter starts a new line, blank text is never sent, the box clears after. The
 * limit is said before it bites (the count from 80%) and never cut: a text over it stays in the box, marked, and a
 * Send is refused with how far over it is; nothing is sent.
 */
export const ChatComposer = forwardRef<HTMLTextAreaElement, ChatComposerProps>(function ChatComposer(
  { disabled, onSend, onTyping },
  ref,
) {
  const inputId = useId();
  const refusalId = `${inputId}-refusal`;
  const [refused, setRefused] = useState(false);
  const { text, setText, blank, onSubmit, onKeyDown } = useSendOnEnter({
    disabled,
    onSend: (message) => {
      if (message.length > CHAT_MESSAGE_MAX_LENGTH) {
        setRefused(true);
        return false;
      }
      return onSend(message);
    },
  });
  // The reason goes as soon as the text is within the limit again.
  const over = text.length - CHAT_MESSAGE_MAX_LENGTH;
  const refusal = refused && over > 0 ? `Not sent: shorten your message by ${formatCount(over)} ${over === 1 ? 'character' : 'characters'}.` : null;
  // Typing is signalled at once, then at most once per window: a change inside the window is signalled at its end.
  const lastTyping = useRef(0);
  useEffect(() => {
    if (!onTyping || disabled || text.trim() === '') return undefined;
    const signal = () => {
      lastTyping.current = Date.now();
      onTyping();
    };
    const wait = lastTyping.current + CHAT_TYPING_THROTTLE_MS - Date.now();
    if (wait <= 0) {
      signal();
      return undefined;
    }
    const timer = setTimeout(signal, wait);
    return () => clearTimeout(timer);
  }, [text, disabled, onTyping]);
  // A draft handed over by openLiveChat({ draft }) (e.g. 'Message' on a client's project) fills the box once.
  const draft = useLiveChatOpenStore((state) => state.draft);
  useEffect(() => {
    if (draft === null) return;
    const taken = useLiveChatOpenStore.getState().takeDraft();
    if (taken) setText(taken);
  }, [draft, setText]);

  return (
    <form className={styles.composer} onSubmit={onSubmit}>
      <label htmlFor={inputId} className={styles.visuallyHidden}>
        Your message
      </label>
      <div className={composerStyles.text}>
        <CharacterCount value={text} max={CHAT_MESSAGE_MAX_LENGTH} aria-describedby={refusal ? refusalId : undefined}>
          <Textarea
            ref={ref}
            id={inputId}
            rows={2}
            className={styles.input}
            placeholder="Type your message..."
            value={text}
            disabled={disabled}
            onChange={(event) => {
              setText(event.target.value);
              if (event.target.value.length <= CHAT_MESSAGE_MAX_LENGTH) setRefused(false);
            }}
            onKeyDown={onKeyDown}
          />
        </CharacterCount>
        {refusal ? (
          <p id={refusalId} role="alert" className={composerStyles.refusal}>
            {refusal}
          </p>
        ) : null}
      </div>
      <Button type="submit" disabled={disabled || blank}>
        Send
      </Button>
    </form>
  );
});
