export * from './use-send-on-enter';
