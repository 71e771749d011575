import { Suspense, useState } from 'react';
import type { TProject } from '@agency/contracts';
import { PROJECT_TEXT } from '@agency/contracts';
import { Button } from '@agency/design-system/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@agency/design-system/card';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@agency/design-system/dialog';
import { layout } from '@agency/design-system/layout';
import { usePlatform } from '@agency/design-system/platform-context';
import { Spinner } from '@agency/design-system/spinner';
import { retryableLazy } from '@agency/design-system/lazy-page';
import { useProjects } from '../client-data/client-data.api';
import { ProjectProgress, ProjectStatusBadge } from './project-display';
import * as tabContent from '../dashboard/tab-content.module.css';
import { RowDialog, useRowDialog } from '../dashboard/row-dialog';
import * as tabHeader from '../dashboard/tab-header.module.css';
import * as styles from './projects-tab.module.css';

// The form library loads with the dialog, not with the dashboard.
const NewProjectForm = retryableLazy(() => import('./new-project-form').then((module) => module.NewProjectForm));
const ProjectDetails = retryableLazy(() => import('./project-details').then((module) => module.ProjectDetails));

export function ProjectsTab() {
  const projects = useProjects();
  const [requestOpen, setRequestOpen] = useState(false);
  // Details opens from a card's button, not a dialog trigger: focus goes back to that button on close.
  const details = useRowDialog<TProject>();

  return (
    <section aria-labelledby="projects-heading" className={layout.stack}>
      <Dialog open={requestOpen} onOpenChange={setRequestOpen}>
        <div className={tabHeader.header}>
          <h2 id="projects-heading" className={tabHeader.heading}>
            Your Projects
          </h2>
          <DialogTrigger asChild>
            <Button>{PROJECT_TEXT.newProjectRequest}</Button>
          </DialogTrigger>
        </div>
        <DialogContent size="lg">
          <DialogHeader>
            <DialogTitle>{PROJECT_TEXT.newProjectRequest}</DialogTitle>
            <DialogDescription>Fields marked * are required. We'll reply within one business day.</DialogDescription>
          </DialogHeader>
          <Suspense fallback={<Spinner label="Loading form..." />}>
            <NewProjectForm onDone={() => setRequestOpen(false)} />
          </Suspense>
        </DialogContent>
      </Dialog>

      {projects.isPending ? (
        <Spinner label="Loading projects..." />
      ) : projects.isError ? (
        <p className={layout.muted}>Your projects could not be loaded. Please refresh the page.</p>
      ) : projects.data.length === 0 ? (
        <div className={tabContent.empty}>
          <h3>No projects yet</h3>
          <p className={layout.muted}>Tell us what you need and we'll get started.</p>
          <Button variant="outline" onClick={() => setRequestOpen(true)}>
            Request your first project
          </Button>
        </div>
      ) : (
        <ul className={styles.grid} aria-label="Projects">
          {projects.data.map((project) => (
            <li key={project.id}>
              <ProjectCard project={project} onDetails={() => details.open(project)} />
            </li>
          ))}
        </ul>
      )}

      <RowDialog
        dialog={details}
        title={details.subject?.title}
        description="Progress notes from our team, oldest first."
        loading="Loading updates..."
      >
        {(project) => <ProjectDetails projectId={project.id} />}
      </RowDialog>
    </section>
  );
}

function ProjectCard({ project, onDetails }: { project: TProject; onDetails(): void }) {
  const { widgets } = usePlatform();
  return (
    <Card className={styles.card} aria-labelledby={`project-${project.id}`} role="article">
      <CardHeader className={styles.cardHeader}>
        <CardTitle id={`project-${project.id}`}>{project.title}</CardTitle>
        <ProjectStatusBadge status={project.status} />
      </CardHeader>
      <CardContent className={styles.cardBody}>
        <p className={styles.description}>{project.description}</p>
        <ProjectProgress phase={project.phase} title={project.title} />
        <dl className={styles.facts}>
          <dt>Timeline</dt>
          <dd>{project.timeline ?? 'Not set'}</dd>
          <dt>Budget</dt>
          <dd>{project.budget ?? 'Not set'}</dd>
        </dl>
      </CardContent>
      <CardFooter>
        <Button
          variant="outline"
          size="sm"
          aria-label={`Message us about ${project.title}`}
          onClick={() => widgets.openLiveChat({ draft: `About my project "${project.title}": ` })}
        >
          Message
        </Button>
        <Button variant="outline" size="sm" aria-label={`Details of ${project.title}`} onClick={onDetails}>
          Details
        </Button>
      </CardFooter>
    </Card>
  );
}
