import { Suspense, useState } from 'react';
import { Link } from 'react-router';
import { DASHBOARD_DISCOVERY_TEXT, discoveryScoreBand, formatNzDate, type TDiscoveryAssessment } from '@agency/contracts';
import { Button } from '@agency/design-system/button';
import { Card, CardContent, CardHeader, CardTitle } from '@agency/design-system/card';
import { layout } from '@agency/design-system/layout';
import { Spinner } from '@agency/design-system/spinner';
import { retryableLazy } from '@agency/design-system/lazy-page';
import { useAssessments } from '../client-data/client-data.api';
import { AssessmentScore, AssessmentStatus, assessmentTitle } from './assessment-display';
import { AssessmentResult } from './assessment-result';
import * as styles from './discovery-tab.module.css';

// The form library and the sixteen questions load when the wizard is shown.
const DiscoveryWizard = retryableLazy(() => import('./discovery-wizard').then((module) => module.DiscoveryWizard));

export function DiscoveryTab() {
  const assessments = useAssessments();
  // 'Take New Assessment' pressed, or answers started: the wizard stays until it is completed.
  const [taking, setTaking] = useState(false);
  const list = assessments.data ?? [];
  const latest = list[0];

  return (
    <section aria-labelledby="discovery-heading" className={layout.stack}>
      <div>
        <h2 id="discovery-heading" className={styles.heading}>
          Business Discovery
        </h2>
        <p className={layout.muted}>Answer five short steps so we can tailor our recommendations to your business.</p>
      </div>

      {assessments.isPending ? (
        <Spinner label="Loading assessments..." />
      ) : latest && !taking ? (
        <LatestAssessment assessment={latest} number={list.length} onTakeNew={() => setTaking(true)} />
      ) : (
        <Card>
          <CardContent className={styles.wizardCard}>
            <Suspense fallback={<Spinner label="Loading assessment..." />}>
              <DiscoveryWizard onStarted={() => setTaking(true)} onCompleted={() => setTaking(false)} />
            </Suspense>
          </CardContent>
        </Card>
      )}

      <section aria-labelledby="discovery-history-heading" className={layout.stack}>
        <h3 id="discovery-history-heading">Assessment History</h3>
        {assessments.isError ? (
          <p className={layout.muted}>Your assessments could not be loaded. Please refresh the page.</p>
        ) : list.length === 0 && !assessments.isPending ? (
          <p className={layout.muted}>No assessments yet. Your completed assessments will appear here.</p>
        ) : (
          <ol className={styles.history} aria-label="Assessment history">
            {list.map((assessment, index) => (
              <li key={assessment.id} className={styles.historyItem}>
                <div>
                  <p className={styles.historyTitle}>{assessmentTitle(list.length - index)}</p>
                  <p className={layout.muted}>
                    <time dateTime={assessment.createdAt}>{formatNzDate(assessment.createdAt)}</time>
                    {assessment.source === 'public' ? ' · from the website' : null}
                  </p>
                  {assessment.score === null ? null : <p className={styles.historyMeaning}>{discoveryScoreBand(assessment.score).title}</p>}
                </div>
                <div className={styles.badges}>
                  <AssessmentScore score={assessment.score} />
                  <AssessmentStatus completed={assessment.completed} />
                </div>
              </li>
            ))}
          </ol>
        )}
      </section>
    </section>
  );
}

function LatestAssessment({ assessment, number, onTakeNew }: { assessment: TDiscoveryAssessment; number: number; onTakeNew(): void }) {
  return (
    <Card aria-labelledby="latest-assessment-heading" role="region">
      <CardHeader>
        <CardTitle id="latest-assessment-heading">Assessment Complete</CardTitle>
        <p className={layout.muted}>
          {assessmentTitle(number)} · submitted {formatNzDate(assessment.createdAt)}
        </p>
      </CardHeader>
      <CardContent className={styles.summary}>
        <dl className={styles.summaryFacts}>
          <div>
            <dt>Status</dt>
            <dd>{DASHBOARD_DISCOVERY_TEXT.underReview}</dd>
          </div>
          <div>
            <dt>Score</dt>
            <dd data-testid="latest-score">
              {assessment.score === null ? 'Not scored' : `${assessment.score}${DASHBOARD_DISCOVERY_TEXT.scoreSuffix}`}
            </dd>
          </div>
        </dl>
        {assessment.score === null ? null : <AssessmentResult score={assessment.score} />}
        <p className={layout.muted}>Our team is reviewing your answers and will contact you with recommendations.</p>
        <div className={layout.row}>
          <Button onClick={onTakeNew}>{DASHBOARD_DISCOVERY_TEXT.takeNewAssessment}</Button>
          <Button asChild variant="outline">
            <Link to="/#contact">{DASHBOARD_DISCOVERY_TEXT.contactUsDirectly}</Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
