import { layout } from '@agency/design-system/layout';
import { useCrmQuery } from '../crm-dashboard/crm-api';

/** Projects: open requests first, then every project; status, phase and updates; new projects for clients. */
export function ProjectsTab() {
  const projects = useCrmQuery('GET /api/projects', { query: {} });
  return (
    <section aria-labelledby="projects-heading" className={layout.stack}>
      <h2 id="projects-heading">Projects</h2>
      {projects.isPending && <p className={layout.muted}>Loading…</p>}
    </section>
  );
}
