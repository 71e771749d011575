import * as styles from './stat-tiles.module.css';

export interface StatTile {
  label: string;
  value: string | number;
}

/**
 * A slim row of figures (the summary, a tab's totals): label over value on a laptop, label beside value two by two on
 * a phone, so the figures never push the lists they sum up below the fold.
 */
export function StatTiles({ tiles }: { tiles: StatTile[] }) {
  return (
    <dl className={styles.tiles}>
      {tiles.map((tile) => (
        <div key={tile.label} className={styles.tile}>
          <dt className={styles.label}>{tile.label}</dt>
          <dd className={styles.value}>{tile.value}</dd>
        </div>
      ))}
    </dl>
  );
}
