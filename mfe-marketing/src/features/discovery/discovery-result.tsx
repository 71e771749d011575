import { Link } from 'react-router';
import { DASHBOARD_DISCOVERY_TEXT, DISCOVERY_RESULT_TEXT, discoveryScoreBand } from '@agency/contracts';
import { Button } from '@agency/design-system/button';
import * as stepForm from '../step-form/step-form.module.css';
import * as styles from './discovery-result.module.css';

/**
 * The scored result of a linked assessment: the server's score out of 100, what its band means, and the two next
 * steps (a consultation, a project). The same words as the client area's, from the contracts.
 */
export function DiscoveryResult({ score }: { score: number }) {
  const band = discoveryScoreBand(score);
  return (
    <section aria-labelledby="discovery-result-heading" className={stepForm.done}>
      <h2 id="discovery-result-heading" className={styles.heading}>
        {DISCOVERY_RESULT_TEXT.heading}
      </h2>
      <p className={styles.score}>
        <span className={styles.scoreLabel}>{DISCOVERY_RESULT_TEXT.scoreLabel}</span>
        <span className={styles.scoreValue}>
          {score}
          <span className={styles.scoreMax}>{DASHBOARD_DISCOVERY_TEXT.scoreSuffix}</span>
        </span>
      </p>
      <div className={styles.meaning}>
        <h3 className={styles.subheading}>
          {DISCOVERY_RESULT_TEXT.meaningLabel}: {band.title}
        </h3>
        <p className={styles.text}>{band.description}</p>
      </div>
      <div className={styles.meaning}>
        <h3 className={styles.subheading}>{DISCOVERY_RESULT_TEXT.nextStepsLabel}</h3>
        <div className={styles.actions}>
          <Button asChild>
            <Link to={DISCOVERY_RESULT_TEXT.bookConsultation.to}>{DISCOVERY_RESULT_TEXT.bookConsultation.label}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={DISCOVERY_RESULT_TEXT.startProject.to}>{DISCOVERY_RESULT_TEXT.startProject.label}</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
