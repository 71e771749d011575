/*
 * The visitor's conversation id, kept by the browser so a reload or a move to another part of the site continues the
 * same conversation. The id is an unguessable token the server issued; it is the only key to the conversation.
 */
const SESSION_ID_KEY = 'agency.live-chat.session';

export function readStoredSessionId(): string | null {
  try {
    return window.localStorage.getItem(SESSION_ID_KEY);
  } catch {
    // Storage may be unavailable (private mode, blocked cookies): the conversation lasts as long as the page.
    return null;
  }
}

export function storeSessionId(sessionId: string): void {
  try {
    window.localStorage.setItem(SESSION_ID_KEY, sessionId);
  } catch {
    // See above.
  }
}
