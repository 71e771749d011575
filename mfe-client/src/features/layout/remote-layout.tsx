import type { ReactNode } from 'react';
import * as styles from './remote-layout.module.css';

/** The remote's outer frame: its pages plus a small marker naming the deployed build. */
export function RemoteLayout({ children }: { children?: ReactNode }) {
  return (
    <div className={styles.frame}>
      {children}
      <p data-testid="remote-version" className={styles.version}>
        {__REMOTE_BUILD__.name} v{__REMOTE_BUILD__.version}
      </p>
    </div>
  );
}
