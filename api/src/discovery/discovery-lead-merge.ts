import type { PoolClient } from 'pg';

/**
 * A lead merge (leads/merge/) moves the merged lead's wizard answers to the survivor, inside the merge's transaction.
 * A lead has at most one record (UNIQUE lead_id): when the survivor already has one, the other is kept unlinked (as a
 * record that arrived without a lead is) rather than deleted with its lead; the merge lists its id.
 */
export async function moveDiscoveryResponseToLead(
  client: PoolClient,
  fromLeadId: string,
  toLeadId: string,
): Promise<{ moved: number; unlinkedIds: string[] }> {
  const moved = await client.query(
    'UPDATE discovery_response SET lead_id = $2 WHERE lead_id = $1 AND NOT EXISTS (SELECT 1 FROM discovery_response WHERE lead_id = $2)',
    [fromLeadId, toLeadId],
  );
  const unlinked = await client.query<{ id: string }>('UPDATE discovery_response SET lead_id = NULL WHERE lead_id = $1 RETURNING id', [fromLeadId]);
  return { moved: moved.rowCount ?? 0, unlinkedIds: unlinked.rows.map((row) => row.id) };
}
