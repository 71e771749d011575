import * as styles from './stat-tiles.module.css';

export interface Stat {
  value: string;
  label: string;
}

/** The agency's track record as a row of figures (home page About section, portfolio). */
export function StatTiles({ stats, className }: { stats: readonly Stat[]; className?: string }) {
  return (
    <ul className={className ? `${styles.stats} ${className}` : styles.stats} aria-label="Our track record">
      {stats.map((stat) => (
        <li key={stat.label} className={styles.statTile}>
          <span className={styles.statValue}>{stat.value}</span>
          <span className={styles.statLabel}>{stat.label}</span>
        </li>
      ))}
    </ul>
  );
}
