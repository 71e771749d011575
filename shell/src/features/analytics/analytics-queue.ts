import type { AnalyticsProps } from '@agency/contracts/platform';

export const ANALYTICS_ENDPOINT = '/api/analytics/events';

interface QueuedEvent {
  event: string;
  props: AnalyticsProps;
  path: string;
  at: string;
}

const queue: QueuedEvent[] = [];

/** Queues an event; the queue is sent in one beacon when the page is hidden or left. */
export function track(event: string, props: AnalyticsProps = {}): void {
  queue.push({ event, props, path: window.location.pathname, at: new Date().toISOString() });
}

function flush(): void {
  if (queue.length === 0) return;
  const events = queue.splice(0, queue.length);
  try {
    const body = new Blob([JSON.stringify({ events })], { type: 'application/json' });
    // A beacon survives the page unloading; analytics must never disturb the visitor, so failures are ignored.
    navigator.sendBeacon(ANALYTICS_ENDPOINT, body);
  } catch {
    // Ignored on purpose (see above).
  }
}

export function installAnalyticsFlush(target: Window = window): void {
  target.addEventListener('pagehide', flush);
  // Mobile browsers may never fire pagehide for a backgrounded tab that is later killed.
  target.document.addEventListener('visibilitychange', () => {
    if (target.document.visibilityState === 'hidden') flush();
  });
}
