import { useEffect, useLayoutEffect, useRef } from 'react';
import { LoadBoundary } from '@agency/design-system/lazy-page';
import { useSession } from '../session/session-query';
import { ChatClosing, closingState } from './chat-closing';
import { ChatComposer } from './chat-composer';
import { useChatConversationStore } from './chat-conversation-store';
import { ChatMessageList } from './chat-message-list';
import { useLiveChatOpenStore } from './live-chat-open-store';
import { ContactRequestForm } from './contact-request-form';
import { useChatConnection } from './use-chat-connection';
import { AvailabilityLine } from './availability-line';
import { AgentTypingLine } from './agent-typing-line';
import { startUnreadWatch } from './unread-watch';
import * as styles from './live-chat-panel.module.css';

/** The conversation inside the panel's frame (live-chat-frame.tsx): who is signed in, the messages, the composer. */
function ChatConversation() {
  const { user } = useSession();
  const { sendMessage, sendContact, sendClosing, sendTyping } = useChatConnection(user?.id ?? null);
  const agentReadUpTo = useChatConversationStore((state) => state.agentReadUpTo);
  const transcriptSentTo = useChatConversationStore((state) => state.transcriptSentTo);
  const connected = useLiveChatOpenStore((state) => state.connected);
  const greeting = useChatConversationStore((state) => state.greeting);
  const messages = useChatConversationStore((state) => state.messages);
  const contact = useChatConversationStore((state) => state.contact);
  const error = useChatConversationStore((state) => state.error);
  const dismissContact = useChatConversationStore((state) => state.dismissContact);
  const clearError = useChatConversationStore((state) => state.clearError);
  const inputRef = useRef<HTMLTextAreaElement>(null);

  // From now on, replies that arrive while the panel is closed are counted on the launcher and in the tab title.
  useEffect(startUnreadWatch, []);

  // On to the message box once it can be used, unless the visitor has moved focus out of the panel meanwhile.
  useEffect(() => {
    const input = inputRef.current;
    if (connected && input && document.activeElement === input.closest('[role="dialog"]')) input.focus();
  }, [connected]);

  const identity = user ? user.firstName || user.email : null;
  const closing = closingState(messages);
  const promptShown = contact.state === 'asking' || closing.resolved;

  // What arrives shows: new messages scroll the middle to its end; a prompt that appears (the e-mail request, the
  // rating and transcript) is shown from its first line, the lines that led to it above as far as there is room.
  const bodyRef = useRef<HTMLDivElement>(null);
  const promptRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const body = bodyRef.current;
    if (!body) return;
    const end = body.scrollHeight - body.clientHeight;
    const prompt = promptRef.current;
    const promptTop = prompt ? prompt.getBoundingClientRect().top - body.getBoundingClientRect().top + body.scrollTop : end;
    body.scrollTop = Math.min(end, promptTop);
  }, [messages.length, promptShown, closing.ratingOwed, transcriptSentTo, contact.state]);

  return (
    <>
      <AvailabilityLine />
      {/* The middle: everything between the header and the composer scrolls here, never the panel itself. */}
      <div ref={bodyRef} className={styles.body}>
        {identity && (
          <p className={styles.identity}>
            Signed in as <strong>{identity}</strong>
          </p>
        )}
        <ChatMessageList greeting={greeting} messages={messages} seenUpTo={agentReadUpTo} />
        <div ref={promptShown ? promptRef : undefined} className={styles.prompts}>
          {contact.state === 'asking' && (
            <ContactRequestForm disabled={!connected} onSubmit={sendContact} onDismiss={dismissContact} />
          )}
          {contact.state === 'saved' && (
            <p className={styles.note}>{`Thanks! We will reply to ${contact.email}.`}</p>
          )}
          <ChatClosing
            messages={messages}
            disabled={!connected}
            email={contact.state === 'saved' ? contact.email : (user?.email ?? null)}
            transcriptSentTo={transcriptSentTo}
            send={(frame) => {
              clearError();
              return sendClosing(frame);
            }}
          />
        </div>
      </div>
      {/* The composer's area keeps its height: the typing line, a refusal, the message box and Send. */}
      <div className={styles.footer}>
        <AgentTypingLine />
        {error && (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        )}
        <ChatComposer
          ref={inputRef}
          disabled={!connected}
          onTyping={sendTyping}
          onSend={(text) => {
            clearError();
            return sendMessage(text);
          }}
        />
      </div>
    </>
  );
}

/** The open panel's contents, loaded on first open (see live-chat.tsx). */
export function LiveChatPanel() {
  return (
    // A fault in the chat stays in the chat: the page around it keeps working.
    <LoadBoundary
      log="Live chat failed:"
      fallback={
        <p role="alert" className={styles.error}>
          Live chat is unavailable right now. Please try again later.
        </p>
      }
    >
      <ChatConversation />
    </LoadBoundary>
  );
}
