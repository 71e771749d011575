export * from './lazy-page';
