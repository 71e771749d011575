import { useId, useRef } from 'react';
import { Button } from '@agency/design-system/button';
import { Label } from '@agency/design-system/label';
import { useSendOnEnter } from '@agency/design-system/send-on-enter';
import { Textarea } from '@agency/design-system/textarea';
import { SavedRepliesHint } from './canned-replies/saved-replies-hint';
import { visitorFirstName } from './canned-replies/slash-query';
import { SlashMenuList } from './canned-replies/slash-menu';
import { useSlashMenu } from './canned-replies/use-slash-menu';
import { useTypingSignal } from './use-typing-signal';
import * as menuStyles from './canned-replies/canned-replies.module.css';
import * as styles from './live-chat-tab.module.css';

export interface AgentReplyFormProps {
  disabled: boolean;
  /** The name the visitor gave, for a saved reply's {firstName}; null or absent leaves it out. */
  visitorName?: string | null;
  /** Sends the reply; false when it could not be sent, so the text stays in the box. */
  onSend(text: string): boolean;
}

/**
 * The agent's reply box: Enter sends, Shift+Enter starts a new line, blank text is never sent. '/' and a few letters
 * open the saved replies' menu (use-slash-menu.ts), whose keys come before sending.
 */
export function AgentReplyForm({ disabled, visitorName, onSend }: AgentReplyFormProps) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const { text, setText, blank, onSubmit, onKeyDown } = useSendOnEnter({ disabled, onSend });
  const menu = useSlashMenu({ text, setText, inputRef, firstName: visitorFirstName(visitorName) });
  useTypingSignal(text);

  return (
    <form className={styles.reply} onSubmit={onSubmit}>
      <Label htmlFor={inputId}>Reply</Label>
      <div className={styles.replyRow}>
        <div className={menuStyles.anchor}>
          <Textarea
            ref={inputRef}
            id={inputId}
            rows={2}
            className={styles.replyInput}
            placeholder="Type a reply..."
            aria-describedby={hintId}
            value={text}
            {...menu.inputProps}
            onKeyDown={(event) => {
              if (!menu.handleKey(event)) onKeyDown(event);
            }}
          />
          <SlashMenuList menu={menu} />
        </div>
        <Button type="submit" disabled={disabled || blank}>
          Send
        </Button>
      </div>
      <SavedRepliesHint id={hintId} />
    </form>
  );
}
