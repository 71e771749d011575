import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@agency/design-system/table';
import { formatDate, percent, shortId, type CrmAssessment } from '../crm-dashboard/crm-data';
import { StatTiles } from '../crm-dashboard/stat-tiles';
import { AssessmentStatusBadge } from '../crm-dashboard/status-badge';
import { layout } from '@agency/design-system/layout';

export function AssessmentsTab({ assessments }: { assessments: CrmAssessment[] }) {
  const completed = assessments.filter((assessment) => assessment.status === 'completed').length;
  const converted = assessments.filter((assessment) => assessment.status === 'converted').length;
  return (
    <section aria-labelledby="assessments-heading" className={layout.stack}>
      <h2 id="assessments-heading">User Assessments</h2>
      <StatTiles
        tiles={[
          { label: 'Total Assessments', value: assessments.length },
          { label: 'Completed', value: completed },
          { label: 'Converted to Leads', value: converted },
          { label: 'Completion Rate', value: percent(completed, assessments.length) },
        ]}
      />
      <Table aria-label="User assessments">
        <TableHeader>
          <TableRow>
            <TableHead>Session</TableHead>
            <TableHead>Service Interest</TableHead>
            <TableHead>Company</TableHead>
            <TableHead>Budget</TableHead>
            <TableHead>Timeline</TableHead>
            <TableHead>Status</TableHead>
            <TableHead>Created</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {assessments.length === 0 ? (
            <TableRow>
              <TableCell colSpan={7}>No assessments yet.</TableCell>
            </TableRow>
          ) : (
            assessments.map((assessment) => (
              <TableRow key={assessment.sessionId}>
                <TableCell>
                  <div>{shortId(assessment.sessionId)}</div>
                  <div className={layout.muted}>{assessment.contactName ?? 'Anonymous'}</div>
                </TableCell>
                <TableCell>{assessment.serviceInterest ?? '—'}</TableCell>
                <TableCell>{assessment.company ?? '—'}</TableCell>
                <TableCell>{assessment.budget ?? '—'}</TableCell>
                <TableCell>{assessment.timeline ?? '—'}</TableCell>
                <TableCell>
                  <AssessmentStatusBadge status={assessment.status} />
                </TableCell>
                <TableCell>{formatDate(assessment.createdAt)}</TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </section>
  );
}
