/*
 * The spec: unhandled promise rejections that are network failures, 401s or
 * 'Unauthorized' are silently suppressed (a signed-out visitor or a dropped
 * connection is not a bug). Everything else still reaches the console and
 * error reporting.
 */
const NETWORK_FAILURE = /Failed to fetch|NetworkError|Network request failed|Load failed|ERR_NETWORK|ERR_INTERNET_DISCONNECTED/i;

function messageOf(reason: unknown): string {
  if (reason instanceof Error) return reason.message;
  if (typeof reason === 'string') return reason;
  return '';
}

export function isSuppressedRejection(reason: unknown): boolean {
  const message = messageOf(reason);
  return NETWORK_FAILURE.test(message) || message.startsWith('401') || message.includes('Unauthorized');
}

export function installUnhandledRejectionFilter(target: Window = window): void {
  target.addEventListener('unhandledrejection', (event) => {
    if (isSuppressedRejection(event.reason)) {
      event.preventDefault();
    }
  });
}
