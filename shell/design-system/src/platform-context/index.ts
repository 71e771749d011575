export * from './platform-context';
