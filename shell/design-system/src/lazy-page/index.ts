export * from './lazy-page';
export * from './load-boundary';
export * from './remote-root';
export * from './retryable-lazy';
