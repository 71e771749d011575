import { randomBytes, randomUUID } from 'node:crypto';
import request from 'supertest';
import { ONBOARDING_HISTORY_MAX_MESSAGES } from '@agency/contracts';

/** A browser-shaped session id ('session_' + the time + a random string, part 1 §3). */
export function newSessionId(): string {
  return `session_${Date.now()}_${randomBytes(8).toString('hex')}`;
}

/** A random client address, so one test's rate-limit counters never meet another's (the app trusts the loopback proxy). */
export function clientAddress(): string {
  const bytes = randomUUID().replace(/-/g, '');
  return `10.${parseInt(bytes.slice(0, 2), 16)}.${parseInt(bytes.slice(2, 4), 16)}.${parseInt(bytes.slice(4, 6), 16)}`;
}

/** One visitor of the consultant chat: a session id, an address, and the calls the overlay makes. */
export function consultantVisitor(url: string, ip = clientAddress()) {
  const sessionId = newSessionId();
  const history: { role: 'user' | 'assistant'; content: string }[] = [];
  /** The text as it is, so a test can send malformed JSON. */
  const postRaw = (path: string, text: string) =>
    request(url).post(path).set('content-type', 'application/json').set('x-forwarded-for', ip).send(text);
  const post = (path: string, body: unknown) => postRaw(path, JSON.stringify(body));
  return {
    sessionId,
    ip,
    init: () => post('/api/onboarding/init', { sessionId }),
    /** Sends a message with the latest of the transcript so far, as the overlay does; returns the HTTP answer. */
    async say(message: string) {
      const response = await post('/api/onboarding/message', { sessionId, message, messages: history.slice(-ONBOARDING_HISTORY_MAX_MESSAGES) });
      if (response.status === 200) history.push({ role: 'user', content: message }, { role: 'assistant', content: response.body.response });
      return response;
    },
    post,
    postRaw,
  };
}
