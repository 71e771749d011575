import { useEffect, useState } from 'react';
import { usePlatform } from '@agency/design-system/platform-context';
import { documentTop, scrollBehavior } from './use-scroll-y';
import * as styles from './scroll-progress.module.css';

/** The section counts as current while scrollY plus this offset lies inside it (spec part 1 §9). */
export const SECTION_OFFSET = 100;

export interface IndicatorSection {
  id: string;
  label: string;
}

/** Id of the section whose area contains scrollY + offset, or the first one above the top. */
export function activeSectionId(sections: IndicatorSection[], scrollY: number): string | undefined {
  const position = scrollY + SECTION_OFFSET;
  let active: string | undefined;
  for (const section of sections) {
    const element = document.getElementById(section.id);
    if (!element) continue;
    const top = documentTop(element);
    if (position >= top && position < top + element.offsetHeight) return section.id;
    if (position >= top) active = section.id;
  }
  return active ?? sections[0]?.id;
}

/** Dots on the right edge (large screens only) that show and jump to the landing page's sections. */
export function SectionIndicator({ sections, scrollY }: { sections: IndicatorSection[]; scrollY: number }) {
  const { track } = usePlatform();
  const [active, setActive] = useState<string | undefined>(sections[0]?.id);
  // Measured after render so sections that grow (images, the form's errors) are taken into account.
  useEffect(() => setActive(activeSectionId(sections, scrollY)), [sections, scrollY]);

  return (
    <nav aria-label="Page sections" className={styles.indicator}>
      <ul>
        {sections.map((section) => (
          <li key={section.id}>
            <button
              type="button"
              className={styles.dot}
              aria-label={`Go to ${section.label}`}
              aria-current={active === section.id ? 'true' : undefined}
              onClick={() => {
                track('section_indicator_clicked', { section: section.id });
                document.getElementById(section.id)?.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
              }}
            >
              <span className={styles.dotLabel} aria-hidden="true">
                {section.label}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
