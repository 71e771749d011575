import type { ReactNode } from 'react';
import * as styles from './home-page.module.css';

export interface LandingSectionProps {
  id: string;
  heading: string;
  lead?: string;
  children?: ReactNode;
  tone?: 'plain' | 'muted';
}

/** One landing-page section: an anchor target (id) with its h2, the header and the dot indicator point at it. */
export function LandingSection({ id, heading, lead, children, tone = 'plain' }: LandingSectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={tone === 'muted' ? styles.mutedBand : styles.band}>
      <div className={styles.section}>
        <div className={styles.sectionIntro}>
          <h2 id={`${id}-heading`} className={styles.sectionHeading}>
            {heading}
          </h2>
          {lead ? <p className={styles.sectionLead}>{lead}</p> : null}
        </div>
        {children}
      </div>
    </section>
  );
}
