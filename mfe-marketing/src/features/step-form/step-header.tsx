import { useEffect, useRef } from 'react';
import { useStyleProperty } from '../styles/use-style-property';
import * as styles from './step-form.module.css';

export interface StepHeaderProps {
  /** 1-based. */
  stepNumber: number;
  stepCount: number;
  title: string;
  lead: string;
  /** The right-hand progress label, e.g. '50%' or '50% complete'. */
  formatPercent?: (percent: number) => string;
}

/** A multi-step form's progress bar and the current step's heading, which takes the focus when the step changes. */
export function StepHeader({ stepNumber, stepCount, title, lead, formatPercent = (percent) => `${percent}%` }: StepHeaderProps) {
  const percent = Math.round((stepNumber / stepCount) * 100);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const barRef = useStyleProperty<HTMLDivElement>('width', `${percent}%`);
  const shownStep = useRef(stepNumber);

  // A new step takes the keyboard and the screen reader to its heading, not to the top of the page.
  useEffect(() => {
    if (shownStep.current === stepNumber) return;
    shownStep.current = stepNumber;
    headingRef.current?.focus({ preventScroll: true });
    headingRef.current?.scrollIntoView({ block: 'nearest' });
  }, [stepNumber]);

  return (
    <>
      <div className={styles.progress}>
        <div className={styles.progressLabels}>
          <span>{`Step ${stepNumber} of ${stepCount}`}</span>
          <span>{formatPercent(percent)}</span>
        </div>
        <div
          className={styles.track}
          role="progressbar"
          aria-label="Assessment progress"
          aria-valuemin={1}
          aria-valuemax={stepCount}
          aria-valuenow={stepNumber}
          aria-valuetext={`Step ${stepNumber} of ${stepCount}: ${title}`}
        >
          <div ref={barRef} className={styles.bar} />
        </div>
      </div>

      <div className={styles.stepHeader}>
        <h2 ref={headingRef} tabIndex={-1} className={styles.stepHeading}>
          {title}
        </h2>
        <p className={styles.stepLead}>{lead}</p>
      </div>
    </>
  );
}
