import { formatNzDateTime } from '@agency/contracts';
import { details, event, TIMELINE_SOURCE_LIMIT, TRANSCRIPT_LIMIT, type TimelineSource } from './timeline-source';

/** Live chat conversations turned into one of this person's leads or started with this address. */
export const liveChats: TimelineSource = async (db, person) => {
  const conversations = await db.query<{ id: string; visitor_name: string | null; last_message_at: Date; created_at: Date }>(
    `SELECT id, visitor_name, last_message_at, created_at FROM chat_conversation
     WHERE (visitor_email = ANY($1::text[]) OR lead_id = ANY($2::uuid[])) AND last_message_id > 0
     ORDER BY created_at DESC LIMIT ${TIMELINE_SOURCE_LIMIT}`,
    [person.emails, person.leadIds],
  );
  if (conversations.rows.length === 0) return [];
  const messages = await db.query<{ conversation_id: string; sender: 'user' | 'agent' | 'system'; sender_name: string | null; body: string; created_at: Date }>(
    `SELECT conversation_id, sender, sender_name, body, created_at FROM (
       SELECT conversation_id, id, sender, sender_name, body, created_at,
              row_number() OVER (PARTITION BY conversation_id ORDER BY id DESC) AS recent
       FROM chat_message WHERE conversation_id = ANY($1::text[])
     ) latest WHERE recent <= ${TRANSCRIPT_LIMIT} ORDER BY conversation_id, id`,
    [conversations.rows.map((conversation) => conversation.id)],
  );
  return conversations.rows.map((conversation) => {
    const transcript = messages.rows.filter((message) => message.conversation_id === conversation.id);
    return event({
      id: `live_chat:${conversation.id}`,
      kind: 'live_chat',
      at: conversation.created_at.toISOString(),
      title: 'Live chat conversation',
      details: details([
        ['Visitor', conversation.visitor_name],
        ['Last message', formatNzDateTime(conversation.last_message_at)],
      ]),
      messages: transcript.map((message) => ({
        author:
          message.sender === 'user'
            ? (conversation.visitor_name ?? 'Visitor')
            : message.sender === 'agent'
              ? (message.sender_name ?? 'Agent')
              : 'System',
        text: message.body,
        at: message.created_at.toISOString(),
      })),
    });
  });
};
