import { DASHBOARD_DISCOVERY_TEXT } from '@agency/contracts';
import { Badge } from '@agency/design-system/badge';

/** Assessments are numbered from the oldest: 'Assessment #1'. */
export function assessmentTitle(number: number): string {
  return `Assessment #${number}`;
}

/** The server's score out of 100; the public assessment is not scored. */
export function AssessmentScore({ score }: { score: number | null }) {
  if (score === null) return <Badge variant="outline">Not scored</Badge>;
  return (
    <Badge variant={score >= 70 ? 'success' : score >= 40 ? 'secondary' : 'outline'}>
      Score: {score}
      {DASHBOARD_DISCOVERY_TEXT.scoreSuffix}
    </Badge>
  );
}

export function AssessmentStatus({ completed }: { completed: boolean }) {
  return completed ? (
    <Badge variant="success">{DASHBOARD_DISCOVERY_TEXT.completedBadge}</Badge>
  ) : (
    <Badge variant="warning">{DASHBOARD_DISCOVERY_TEXT.inProgressBadge}</Badge>
  );
}
