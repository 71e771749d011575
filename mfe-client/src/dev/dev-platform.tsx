/*
 * The development platform of this remote: a fake session switchable from a
 * small toolbar (kept in localStorage), toasts and analytics on the console.
 * One implementation for all four remotes lives in shell/standalone.
 */
export { renderStandalone } from '../../../shell/standalone/render-standalone';
