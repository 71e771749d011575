import type { PoolClient } from 'pg';

/**
 * A lead merge (leads/merge/) moves the merged lead's live chat to the survivor, inside the merge's transaction. A lead
 * has at most one linked conversation (UNIQUE lead_id): when the survivor already has one, the other is unlinked
 * instead, and the survivor's timeline still finds it by its visitor's address (the merged lead's address joins it).
 */
export async function moveConversationToLead(client: PoolClient, fromLeadId: string, toLeadId: string): Promise<{ moved: number; unlinked: number }> {
  const moved = await client.query(
    'UPDATE chat_conversation SET lead_id = $2 WHERE lead_id = $1 AND NOT EXISTS (SELECT 1 FROM chat_conversation WHERE lead_id = $2)',
    [fromLeadId, toLeadId],
  );
  const unlinked = await client.query('UPDATE chat_conversation SET lead_id = NULL WHERE lead_id = $1', [fromLeadId]);
  return { moved: moved.rowCount ?? 0, unlinked: unlinked.rowCount ?? 0 };
}
