import * as layout from './layout.module.css';

/** Class names for page layout (`layout.stack`, `layout.row`, `layout.muted`, ...), shared by every remote. */
export { layout };
