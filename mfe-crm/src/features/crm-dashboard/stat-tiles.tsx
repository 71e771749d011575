import { Card, CardDescription, CardHeader } from '@agency/design-system/card';
import { layout } from '@agency/design-system/layout';

export interface StatTile {
  label: string;
  value: string | number;
}

/** A row of figure tiles (summary cards, tab totals). */
export function StatTiles({ tiles }: { tiles: StatTile[] }) {
  return (
    <div className={layout.grid}>
      {tiles.map((tile) => (
        <Card key={tile.label}>
          <CardHeader>
            <CardDescription>{tile.label}</CardDescription>
            <p className={layout.stat}>{tile.value}</p>
          </CardHeader>
        </Card>
      ))}
    </div>
  );
}
