import {
  PROJECT_PHASE_LABELS,
  projectProgressPercent,
  projectStatusColour,
  projectStatusLabel,
  type TProjectPhase,
} from '@agency/contracts';
import * as styles from './project-display.module.css';

/** A project's status in the spec's colours; the text carries the meaning, the colour only repeats it. */
export function ProjectStatusBadge({ status }: { status: string }) {
  return (
    <span className={`${styles.badge} ${styles[projectStatusColour(status)]}`} data-colour={projectStatusColour(status)}>
      {projectStatusLabel(status)}
    </span>
  );
}

/** Phase and percent complete, (position + 1) / 5 × 100 (part 2 §4). */
export function ProjectProgress({ phase, title }: { phase: string; title: string }) {
  const percent = projectProgressPercent(phase);
  const phaseLabel = PROJECT_PHASE_LABELS[phase as TProjectPhase] ?? phase;
  return (
    <div className={styles.progress}>
      <div className={styles.progressLabel}>
        <span>
          Phase: <strong>{phaseLabel}</strong>
        </span>
        <span>{percent}% complete</span>
      </div>
      <div
        className={styles.track}
        role="progressbar"
        aria-label={`${title} progress`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}% (${phaseLabel})`}
      >
        <div className={styles.bar} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
