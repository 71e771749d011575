export * from './lazy-page';
export * from './retryable-lazy';
