export * from './use-typed-before-hydration';
