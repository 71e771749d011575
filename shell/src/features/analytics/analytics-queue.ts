import type { TAnalyticsBatch, TAnalyticsEvent } from '@agency/contracts';
import type { AnalyticsProps } from '@agency/contracts/platform';

export const ANALYTICS_ENDPOINT = '/api/analytics/events';
/** contracts' ANALYTICS_MAX_EVENTS_PER_BATCH (a value import would pull zod into the first visit). */
const MAX_EVENTS_PER_BATCH = 50;

const queue: TAnalyticsEvent[] = [];

/** Queues an event; the queue is sent with beacons when the page is hidden or left. */
export function track(event: string, props?: AnalyticsProps): void {
  queue.push({
    // The server refuses names outside ANALYTICS_EVENT_NAMES; remotes' tests catch typos.
    name: event as TAnalyticsEvent['name'],
    path: window.location.pathname,
    ...(props && Object.keys(props).length > 0 ? { props } : {}),
    occurredAt: new Date().toISOString(),
  });
}

function flush(): void {
  while (queue.length > 0) {
    const batch: TAnalyticsBatch = { events: queue.splice(0, MAX_EVENTS_PER_BATCH) };
    try {
      // A JSON Blob: the API accepts only JSON writes. A beacon survives the page
      // unloading; analytics must never disturb the visitor, so failures are ignored.
      navigator.sendBeacon(ANALYTICS_ENDPOINT, new Blob([JSON.stringify(batch)], { type: 'application/json' }));
    } catch {
      // Ignored on purpose (see above).
    }
  }
}

export function installAnalyticsFlush(target: Window = window): void {
  target.addEventListener('pagehide', flush);
  // Mobile browsers may never fire pagehide for a backgrounded tab that is later killed.
  target.document.addEventListener('visibilitychange', () => {
    if (target.document.visibilityState === 'hidden') flush();
  });
}
