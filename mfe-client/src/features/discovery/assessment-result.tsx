import { Link } from 'react-router';
import { DISCOVERY_RESULT_TEXT, discoveryScoreBand } from '@agency/contracts';
import { Button } from '@agency/design-system/button';
import * as styles from './discovery-tab.module.css';

/**
 * What a score means and what to do next (a consultation, a project), under the latest assessment's score. The same
 * words as /discovery/success, from the contracts.
 */
export function AssessmentResult({ score }: { score: number }) {
  const band = discoveryScoreBand(score);
  return (
    <div className={styles.result}>
      <div className={styles.resultPart}>
        <h4 className={styles.resultHeading}>
          {DISCOVERY_RESULT_TEXT.meaningLabel}: {band.title}
        </h4>
        <p className={styles.resultText}>{band.description}</p>
      </div>
      <div className={styles.resultPart}>
        <h4 className={styles.resultHeading}>{DISCOVERY_RESULT_TEXT.nextStepsLabel}</h4>
        <div className={styles.resultActions}>
          <Button asChild variant="secondary">
            <Link to={DISCOVERY_RESULT_TEXT.bookConsultation.to}>{DISCOVERY_RESULT_TEXT.bookConsultation.label}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={DISCOVERY_RESULT_TEXT.startProject.to}>{DISCOVERY_RESULT_TEXT.startProject.label}</Link>
          </Button>
        </div>
      </div>
    </div>
  );
}
