/**
 * Runs `task` once the browser is idle (at the latest after `timeoutMs`; after 2 s where there is no
 * requestIdleCallback); returns the cancel function for an effect.
 */
export function whenIdle(task: () => void, timeoutMs = 4000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 2000);
  return () => window.clearTimeout(handle);
}
