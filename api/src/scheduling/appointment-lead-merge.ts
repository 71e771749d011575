import type { PoolClient } from 'pg';

/** A lead merge (leads/merge/) moves the merged lead's bookings to the survivor, inside the merge's transaction. */
export async function moveAppointmentsToLead(client: PoolClient, fromLeadId: string, toLeadId: string): Promise<number> {
  const moved = await client.query('UPDATE appointment SET lead_id = $2 WHERE lead_id = $1', [fromLeadId, toLeadId]);
  return moved.rowCount ?? 0;
}
