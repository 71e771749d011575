import { formatNzDateTime } from '@agency/contracts';
import { details, event, TIMELINE_SOURCE_LIMIT, TRANSCRIPT_LIMIT, type TimelineSource } from './timeline-source';

/**
 * Onboarding chats that gave this address or became one of this person's leads, with their transcripts: every fact the
 * consultant found (the phone too) and the consultation booked in the chat, with its status now.
 */
export const onboardingChats: TimelineSource = async (db, person) => {
  const chats = await db.query<{
    id: string;
    status: string;
    contact_name: string | null;
    contact_phone: string | null;
    service_interest: string | null;
    company_name: string | null;
    budget: string | null;
    timeline: string | null;
    business_description: string | null;
    challenges: string | null;
    goals: string | null;
    consultation_at: Date | null;
    consultation_status: string | null;
    created_at: Date;
  }>(
    `SELECT c.id, c.status, c.contact_name, c.contact_phone, c.service_interest, c.company_name, c.budget, c.timeline,
            c.business_description, c.challenges, c.goals, a.starts_at AS consultation_at, a.status AS consultation_status, c.created_at
       FROM onboarding_chat c LEFT JOIN appointment a ON a.id = c.appointment_id
      WHERE c.contact_email = ANY($1::text[]) OR c.lead_id = ANY($2::uuid[])
      ORDER BY c.created_at DESC LIMIT ${TIMELINE_SOURCE_LIMIT}`,
    [person.emails, person.leadIds],
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
        ['Phone', chat.contact_phone],
        ['Business', chat.business_description],
        ['Challenges', chat.challenges],
        ['Goals', chat.goals],
        ['Budget', chat.budget],
        ['Timeline', chat.timeline],
        [
          'Consultation booked',
          chat.consultation_at ? `${formatNzDateTime(chat.consultation_at)}${chat.consultation_status === 'scheduled' ? '' : ` (${chat.consultation_status})`}` : null,
        ],
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
