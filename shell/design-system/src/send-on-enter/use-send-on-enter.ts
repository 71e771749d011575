import { useState, type Dispatch, type FormEvent, type KeyboardEvent, type SetStateAction } from 'react';

export interface SendOnEnterOptions {
  /** While true nothing is sent (e.g. until the socket is open). */
  disabled: boolean;
  /** Sends the text; false when it could not be sent, so the text stays in the box. */
  onSend(text: string): boolean;
}

export interface SendOnEnter {
  text: string;
  setText: Dispatch<SetStateAction<string>>;
  /** Only white space: the Send button is disabled and Enter does nothing. */
  blank: boolean;
  /** For the form: a press of Send. */
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  /** For the textarea: Enter sends, Shift+Enter starts a new line. */
  onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>): void;
}

/**
 * A chat message box (the visitor's live chat, the agent's reply): Enter sends, Shift+Enter starts a new line, blank
 * text is never sent, and the box clears once the text is sent.
 */
export function useSendOnEnter({ disabled, onSend }: SendOnEnterOptions): SendOnEnter {
  const [text, setText] = useState('');
  const blank = text.trim() === '';

  const send = () => {
    if (disabled || blank) return;
    if (onSend(text)) setText('');
  };

  return {
    text,
    setText,
    blank,
    onSubmit(event) {
      event.preventDefault();
      send();
    },
    onKeyDown(event) {
      // While an input method composes (Japanese, Chinese...), Enter confirms the composition instead.
      if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
      event.preventDefault();
      send();
    },
  };
}
