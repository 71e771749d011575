export * from './textarea';
