import { remoteRoot } from '@agency/design-system/lazy-page';
import { AppRoutes } from './routes';

export { prepare } from './routes';

/**
 * Exposed as './Root' (a RemoteRootModule): the shell renders it for this remote's routes with its platform object,
 * and calls `prepare` before hydrating a prerendered page.
 */
export default remoteRoot(AppRoutes, __REMOTE_BUILD__);
