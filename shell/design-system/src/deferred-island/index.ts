export * from './deferred-island';
