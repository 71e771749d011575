export * from './color-schemes';
export * from './escape';
export * from './render-site';
export * from './render-template-preview';
export * from './site-address';
