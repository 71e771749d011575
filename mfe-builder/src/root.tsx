import { remoteRoot } from '@agency/design-system/lazy-page';
import { AppRoutes } from './routes';

/** Exposed as './Root': the shell renders it for this remote's routes with its platform object. */
export default remoteRoot(AppRoutes, __REMOTE_BUILD__);
