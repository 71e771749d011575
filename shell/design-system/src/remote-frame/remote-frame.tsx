import type { ReactNode } from 'react';
import type { RemoteBuildInfo } from '@agency/contracts/platform';
import * as styles from './remote-frame.module.css';

/**
 * A remote's outer frame: its pages, with the deployed build named on the frame element (data-remote-build, 'crm
 * v1.0.0') rather than on the page, so which version of a remote a visitor got is checkable in tests and by an
 * operator after an independent release, without showing visitors a build stamp.
 */
export function RemoteFrame({ build, children }: { build: RemoteBuildInfo; children?: ReactNode }) {
  return (
    <div className={styles.frame} data-remote-build={`${build.name} v${build.version}`}>
      {children}
    </div>
  );
}
