import type { ReactNode } from 'react';
import type { RemoteBuildInfo } from '@agency/contracts/platform';
import * as styles from './remote-frame.module.css';

/**
 * A remote's outer frame: its pages plus a small marker naming the deployed build, so which version of a remote a
 * visitor got is visible (and checkable in tests) after an independent release.
 */
export function RemoteFrame({ build, children }: { build: RemoteBuildInfo; children?: ReactNode }) {
  return (
    <div className={styles.frame}>
      {children}
      <p data-testid="remote-version" className={styles.version}>
        {build.name} v{build.version}
      </p>
    </div>
  );
}
