import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useChatConversationStore } from './chat-conversation-store';
import { availabilityText } from './availability-text';
import { useLiveChatOpenStore } from './live-chat-open-store';
import * as styles from './live-chat-panel.module.css';

/**
 * Who can answer (online with first names, away, or offline with the expected reply time), shown in the panel's
 * header under the connection state. It lives in the lazily loaded conversation, not in the frame, so the first
 * visit's code does not grow: it is rendered into the header from here, and it marks the dialog so the frame's
 * 'Connected' is only green while someone is online (a connected socket says nothing about who is there).
 */
export function AvailabilityLine() {
  const anchorRef = useRef<HTMLSpanElement>(null);
  const [header, setHeader] = useState<Element | null>(null);
  const availability = useChatConversationStore((state) => state.availability);
  const connected = useLiveChatOpenStore((state) => state.connected);

  useEffect(() => {
    setHeader(anchorRef.current?.closest('[role="dialog"]')?.querySelector('h2')?.parentElement ?? null);
  }, []);

  useEffect(() => {
    const dialog = header?.closest('[role="dialog"]');
    if (!dialog) return undefined;
    if (connected && availability) dialog.setAttribute('data-availability', availability.state);
    else dialog.removeAttribute('data-availability');
    return () => dialog.removeAttribute('data-availability');
  }, [header, connected, availability]);

  return (
    <>
      <span ref={anchorRef} hidden />
      {header &&
        availability &&
        connected &&
        createPortal(
          <p className={styles.availability} data-state={availability.state} aria-live="polite">
            <span aria-hidden="true" className={styles.availabilityDot} />
            {availabilityText(availability)}
          </p>,
          header,
        )}
    </>
  );
}
