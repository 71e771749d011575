/// <reference path="../css-modules.d.ts" />
import type { ReactNode } from 'react';
import { usePageTitle } from '@agency/design-system/page-title';
import * as styles from './page.module.css';

export interface PageProps {
  /** Document title before the agency name: 'Pricing' → 'Pricing | Kea AI Studio'. */
  title?: string;
  /** The page's one h1. */
  heading: ReactNode;
  /** Shown beside the heading but outside it (e.g. a role badge), so the heading's name stays exact. */
  headingAddon?: ReactNode;
  /** A short lead paragraph under the heading. */
  lead?: ReactNode;
  /** Links or buttons beside the heading (e.g. back links, Logout). */
  actions?: ReactNode;
  /** Content above the heading, such as a back link or a notice. */
  eyebrow?: ReactNode;
  width?: 'narrow' | 'default' | 'wide';
  children?: ReactNode;
  className?: string;
}

// 'default' cannot be a CSS Modules named export, so widths map to class names explicitly.
const WIDTH_CLASS: Record<NonNullable<PageProps['width']>, string | undefined> = {
  narrow: styles.narrow,
  default: styles.regular,
  wide: styles.wide,
};

/** The frame every remote page uses: document title, a centred column and the page heading. */
export function Page({ title, heading, headingAddon, lead, actions, eyebrow, width = 'default', children, className }: PageProps) {
  usePageTitle(title);
  return (
    <div className={[styles.page, WIDTH_CLASS[width], className].filter(Boolean).join(' ')}>
      {eyebrow ? <div className={styles.eyebrow}>{eyebrow}</div> : null}
      <div className={styles.header}>
        <div className={styles.headingGroup}>
          <div className={styles.headingRow}>
            <h1 className={styles.heading}>{heading}</h1>
            {headingAddon}
          </div>
          {lead ? <p className={styles.lead}>{lead}</p> : null}
        </div>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
      {children}
    </div>
  );
}

export interface PageSectionProps {
  heading: ReactNode;
  id?: string;
  children?: ReactNode;
  className?: string;
}

/** A titled section of a page (h2), linkable by id. */
export function PageSection({ heading, id, children, className }: PageSectionProps) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section id={id} aria-labelledby={headingId} className={[styles.section, className].filter(Boolean).join(' ')}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {heading}
      </h2>
      {children}
    </section>
  );
}
