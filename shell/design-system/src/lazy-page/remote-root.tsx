import type { ComponentType } from 'react';
import type { RemoteBuildInfo, RemoteRootComponent, RemoteRootProps } from '@agency/contracts/platform';
import { PlatformProvider } from '@agency/design-system/platform-context';
import { RemoteFrame } from '@agency/design-system/remote-frame';

/**
 * A remote's root component, the default export of its './Root' module (with `routePreparer`'s `prepare`): the shell
 * renders it for the remote's routes with its platform object, which the pages read through usePlatform(), inside the
 * remote's frame. Kept in this module, which the shell itself loads (and so always provides), rather than in
 * remote-frame, which the first remote to load provides: a remote built earlier would bring one without it.
 */
export function remoteRoot(Routes: ComponentType, build: RemoteBuildInfo): RemoteRootComponent {
  return function Root({ platform }: RemoteRootProps) {
    return (
      <PlatformProvider platform={platform}>
        <RemoteFrame build={build}>
          <Routes />
        </RemoteFrame>
      </PlatformProvider>
    );
  };
}
