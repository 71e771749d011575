import { useId, useState, type KeyboardEvent } from 'react';
import { Button } from '@agency/design-system/button';
import { Label } from '@agency/design-system/label';
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
  const [text, setText] = useState('');
  const blank = text.trim() === '';

  const send = () => {
    if (disabled || blank) return;
    if (onSend(text)) setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <form
      className={styles.reply}
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
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
