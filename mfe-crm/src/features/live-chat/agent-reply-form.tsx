import { useId } from 'react';
import { Button } from '@agency/design-system/button';
import { Label } from '@agency/design-system/label';
import { useSendOnEnter } from '@agency/design-system/send-on-enter';
import { Textarea } from '@agency/design-system/textarea';
import * as styles from './live-chat-tab.module.css';

export interface AgentReplyFormProps {
  disabled: boolean;
  /** Sends the reply; false when it could not be sent, so the text stays in the box. */
  onSend(text: string): boolean;
}

/** The agent's reply box: Enter sends, Shift+Enter starts a new line, blank text is never sent. */
export function AgentReplyForm({ disabled, onSend }: AgentReplyFormProps) {
  const inputId = useId();
  const { text, setText, blank, onSubmit, onKeyDown } = useSendOnEnter({ disabled, onSend });

  return (
    <form className={styles.reply} onSubmit={onSubmit}>
      <Label htmlFor={inputId}>Reply</Label>
      <div className={styles.replyRow}>
        <Textarea
          id={inputId}
          rows={2}
          className={styles.replyInput}
          placeholder="Type a reply..."
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button type="submit" disabled={disabled || blank}>
          Send
        </Button>
      </div>
    </form>
  );
}
