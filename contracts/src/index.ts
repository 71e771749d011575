export * from './fields';
export * from './errors';
export * from './auth';
export * from './health';
export * from './remotes';
export * from './leads';
export * from './analytics';
export * from './api-catalog';
export type * from './platform';
