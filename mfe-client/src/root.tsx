import type { RemoteRootProps } from '@agency/contracts/platform';
import { PlatformProvider } from '@agency/design-system/platform-context';
import { RemoteLayout } from './features/layout/remote-layout';
import { AppRoutes } from './routes';

/** Exposed as './Root': the shell renders it for this remote's routes with its platform object. */
export default function Root({ platform }: RemoteRootProps) {
  return (
    <PlatformProvider platform={platform}>
      <RemoteLayout>
        <AppRoutes />
      </RemoteLayout>
    </PlatformProvider>
  );
}
