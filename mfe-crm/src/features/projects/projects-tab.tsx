import { useMemo } from 'react';
import { apiErrorMessage } from '@agency/api-client';
import { formatNzDate, PROJECT_PHASE_LABELS, PROJECT_PRIORITY_LABELS, type TProjectWithOwner } from '@agency/contracts';
import { Button } from '@agency/design-system/button';
import { layout } from '@agency/design-system/layout';
import { useCrmQuery } from '../../crm-kit/crm-api';
import { DataTable, type DataColumn } from '../../crm-kit/data-table';
import { EmailAddress } from '../../crm-kit/email-address';
import { useRowDialog } from '../../crm-kit/row-dialogs';
import { NewProjectDialog } from './new-project-dialog';
import { ProjectStatusBadge } from './project-badges';
import { ProjectDialog } from './project-dialog';
import * as styles from './projects-tab.module.css';

/** Projects: open requests first, then every project; a project's dialog changes status and phase and posts updates. */
export function ProjectsTab() {
  // The open project lives here, not in its row: a save moves the row from Open requests to All projects.
  const dialog = useRowDialog<string>();
  const { open: openProject } = dialog;
  const requests = useCrmQuery('GET /api/projects', { query: { status: 'requested' } });
  const all = useCrmQuery('GET /api/projects', { query: {} });

  const columns = useMemo<DataColumn<TProjectWithOwner>[]>(
    () => [
      {
        id: 'title',
        header: 'Project',
        stackedAs: 'title',
        cell: (project) => (
          <Button variant="link" className={styles.title} onClick={(event) => openProject(project.id, event.currentTarget)} aria-label={`Open project ${project.title}`}>
            {project.title}
          </Button>
        ),
      },
      {
        id: 'owner',
        header: 'Client',
        cell: (project) => (
          <span className={styles.owner}>
            <span>{project.owner.name ?? '—'}</span>
            <EmailAddress email={project.owner.email} link={false} className={layout.muted} />
          </span>
        ),
      },
      { id: 'status', header: 'Status', cell: (project) => <ProjectStatusBadge status={project.status} /> },
      { id: 'phase', header: 'Phase', cell: (project) => PROJECT_PHASE_LABELS[project.phase] },
      {
        id: 'progress',
        header: 'Progress',
        cell: (project) => (
          <span className={styles.progress}>
            <progress max={100} value={project.progress} aria-label={`${project.title} progress`} />
            <span>{project.progress}%</span>
          </span>
        ),
      },
      { id: 'priority', header: 'Priority', cell: (project) => PROJECT_PRIORITY_LABELS[project.priority] },
      { id: 'updated', header: 'Updated', cell: (project) => <span className={styles.nowrap}>{formatNzDate(project.updatedAt)}</span> },
    ],
    [openProject],
  );

  return (
    <section aria-labelledby="projects-heading" className={layout.stack}>
      <div className={styles.heading}>
        <h2 id="projects-heading">Projects</h2>
        <NewProjectDialog onCreated={openProject} />
      </div>
      <section aria-labelledby="project-requests-heading" className={layout.stack}>
        <h3 id="project-requests-heading">Open requests</h3>
        <DataTable
          label="Open project requests"
          columns={columns}
          rows={requests.data}
          rowId={(project) => project.id}
          loading={requests.isFetching}
          error={requests.error ? apiErrorMessage(requests.error, 'Could not load project requests') : null}
          empty="No open requests."
        />
      </section>
      <section aria-labelledby="all-projects-heading" className={layout.stack}>
        <h3 id="all-projects-heading">All projects</h3>
        <DataTable
          label="All projects"
          columns={columns}
          rows={all.data}
          rowId={(project) => project.id}
          loading={all.isFetching}
          error={all.error ? apiErrorMessage(all.error, 'Could not load projects') : null}
          empty="No projects yet."
        />
      </section>
      <ProjectDialog projectId={dialog.subject} onClose={dialog.close} onCloseAutoFocus={dialog.onCloseAutoFocus} />
    </section>
  );
}
