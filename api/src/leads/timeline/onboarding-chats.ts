import { details, event, TIMELINE_SOURCE_LIMIT, TRANSCRIPT_LIMIT, type TimelineSource } from './timeline-source';

/** Onboarding chats that gave this address or became one of this person's leads, with their transcripts. */
export const onboardingChats: TimelineSource = async (db, person) => {
  const chats = await db.query<{
    id: string;
    status: string;
    contact_name: string | null;
    service_interest: string | null;
    company_name: string | null;
    budget: string | null;
    timeline: string | null;
    goals: string | null;
    created_at: Date;
  }>(
    `SELECT id, status, contact_name, service_interest, company_name, budget, timeline, goals, created_at FROM onboarding_chat
     WHERE contact_email = $1 OR lead_id = ANY($2::uuid[])
     ORDER BY created_at DESC LIMIT ${TIMELINE_SOURCE_LIMIT}`,
    [person.email, person.leadIds],
  );
  if (chats.rows.length === 0) return [];
  // The latest messages of each chat, shown oldest first.
  const messages = await db.query<{ chat_id: string; role: 'user' | 'assistant'; content: string; created_at: Date }>(
    `SELECT chat_id, role, content, created_at FROM (
       SELECT chat_id, id, role, content, created_at, row_number() OVER (PARTITION BY chat_id ORDER BY id DESC) AS recent
       FROM onboarding_message WHERE chat_id = ANY($1::uuid[])
     ) latest WHERE recent <= ${TRANSCRIPT_LIMIT} ORDER BY chat_id, id`,
    [chats.rows.map((chat) => chat.id)],
  );
  return chats.rows.map((chat) =>
    event({
      id: `onboarding_chat:${chat.id}`,
      kind: 'onboarding_chat',
      at: chat.created_at.toISOString(),
      title: 'Onboarding chat',
      status: chat.status,
      details: details([
        ['Service interest', chat.service_interest],
        ['Company', chat.company_name],
        ['Budget', chat.budget],
        ['Timeline', chat.timeline],
        ['Goals', chat.goals],
      ]),
      messages: messages.rows
        .filter((message) => message.chat_id === chat.id)
        .map((message) => ({
          author: message.role === 'assistant' ? 'Assistant' : (chat.contact_name ?? 'Visitor'),
          text: message.content,
          at: message.created_at.toISOString(),
        })),
      refId: chat.id,
    }),
  );
};
