import * as styles from './portfolio-page.module.css';

/** Client, duration and team of a project, as a description list. */
export function ProjectFacts({ client, duration, team }: { client: string; duration: string; team: string }) {
  return (
    <dl className={styles.facts}>
      <div>
        <dt>Client</dt>
        <dd>{client}</dd>
      </div>
      <div>
        <dt>Duration</dt>
        <dd>{duration}</dd>
      </div>
      <div>
        <dt>Team</dt>
        <dd>{team}</dd>
      </div>
    </dl>
  );
}
