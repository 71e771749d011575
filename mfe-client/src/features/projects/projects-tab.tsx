import { Button } from '@agency/design-system/button';
import { layout } from '@agency/design-system/layout';

export function ProjectsTab() {
  return (
    <section aria-labelledby="projects-heading" className={layout.stack}>
      <div className={layout.row}>
        <h2 id="projects-heading">Your Projects</h2>
        <Button>New Project Request</Button>
      </div>
      <p className={layout.muted}>No projects yet. Request a project and we'll get started.</p>
    </section>
  );
}
