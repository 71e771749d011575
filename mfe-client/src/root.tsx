import type { RemoteRootProps } from '@agency/contracts/platform';
import { PlatformProvider } from '@agency/design-system/platform-context';
import { RemoteFrame } from '@agency/design-system/remote-frame';
import { AppRoutes } from './routes';

export { prepare } from './routes';

/** Exposed as './Root': the shell renders it for this remote's routes with its platform object. */
export default function Root({ platform }: RemoteRootProps) {
  return (
    <PlatformProvider platform={platform}>
      <RemoteFrame build={__REMOTE_BUILD__}>
        <AppRoutes />
      </RemoteFrame>
    </PlatformProvider>
  );
}
