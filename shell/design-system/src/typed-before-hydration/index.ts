export * from './use-typed-before-hydration';
export * from './keep-typed-on-register';
