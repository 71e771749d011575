import { useQuery } from '@tanstack/react-query';
import { api, apiKey } from '@agency/api-client';
import { formatNzDate, formatNzDateTime, PROJECT_PRIORITY_LABELS } from '@agency/contracts';
import { layout } from '@agency/design-system/layout';
import { Spinner } from '@agency/design-system/spinner';
import * as styles from './projects-tab.module.css';


/** The agency's progress notes on one project, oldest first, read when 'Details' opens. */
export function ProjectDetails({ projectId }: { projectId: string }) {
  // Always fresh: an admin may have posted an update since the list was loaded.
  const detail = useQuery({
    queryKey: apiKey('GET /api/projects/:id', { params: { id: projectId } }),
    queryFn: () => api('GET /api/projects/:id', { params: { id: projectId } }),
    staleTime: 0,
  });

  if (detail.isPending) return <Spinner label="Loading updates..." />;
  if (detail.isError) return <p className={layout.muted}>The project's updates could not be loaded. Please try again.</p>;

  const project = detail.data;
  return (
    <div className={layout.stack}>
      <dl className={styles.facts}>
        <dt>Service</dt>
        <dd>{project.serviceInterest}</dd>
        <dt>Priority</dt>
        <dd>{PROJECT_PRIORITY_LABELS[project.priority]}</dd>
        <dt>Requested</dt>
        <dd>{formatNzDate(project.createdAt)}</dd>
      </dl>
      <h3>Updates</h3>
      {project.updates.length === 0 ? (
        <p className={layout.muted}>No updates yet. We'll post progress here as the work moves forward.</p>
      ) : (
        <ol className={styles.updates} aria-label="Project updates">
          {project.updates.map((update) => (
            <li key={update.id} className={styles.update}>
              <time dateTime={update.createdAt}>{formatNzDateTime(update.createdAt)}</time>
              <p>{update.message}</p>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
