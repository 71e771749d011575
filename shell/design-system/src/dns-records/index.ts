export * from './copy-button';
export * from './dns-record-list';
