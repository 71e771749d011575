import { apiErrorMessage } from '@agency/api-client';
import { formatNzDateTime, ONBOARDING_TEXT, type TOnboardingChat } from '@agency/contracts';
import { Spinner } from '@agency/design-system/spinner';
import { useCrmQuery } from '../../crm-kit/crm-api';
import * as styles from './consultant-summary.module.css';

/** The line an agent reads first: what the visitor wants, from whom, with what budget and timing. */
function summaryOf(chat: TOnboardingChat): string {
  const who = [chat.contactInfo.name, chat.companyName].filter(Boolean).join(', ');
  const wants = chat.serviceInterest ? `wants help with ${chat.serviceInterest}` : 'has not chosen a service yet';
  const terms = [chat.budget && `budget ${chat.budget}`, chat.timeline && `timeline ${chat.timeline}`].filter(Boolean).join(', ');
  return `${who || 'The visitor'} ${wants}${terms ? ` (${terms})` : ''}.`;
}

function consultationOf(chat: TOnboardingChat): string | null {
  if (!chat.consultation) return null;
  const when = formatNzDateTime(chat.consultation.startsAt);
  return chat.consultation.status === 'scheduled' ? when : `${when} (${chat.consultation.status})`;
}

/**
 * A visitor handed over from the AI consultant: what they told Aria, read by the server's link from the session itself
 * (GET /api/crm/onboarding-chats/:id), so the agent does not ask again. Open by default; the transcript on request.
 */
export function ConsultantSummary({ chatId }: { chatId: string }) {
  const detail = useCrmQuery('GET /api/crm/onboarding-chats/:id', { params: { id: chatId } });
  const heading = `Talked with ${ONBOARDING_TEXT.personaName}, the AI consultant`;

  if (!detail.data) {
    return (
      <section className={styles.summary} aria-label={heading}>
        {detail.error ? (
          <p role="alert" className={styles.muted}>
            {apiErrorMessage(detail.error, 'The conversation with the AI consultant could not be loaded.')}
          </p>
        ) : (
          <Spinner label="Loading the AI consultant's notes..." />
        )}
      </section>
    );
  }

  const { chat, messages } = detail.data;
  const facts: Array<[string, string | null]> = [
    ['Name', chat.contactInfo.name],
    ['E-mail', chat.contactInfo.email],
    ['Phone', chat.contactInfo.phone],
    ['Service', chat.serviceInterest],
    ['Company', chat.companyName],
    ['Business', chat.businessDescription],
    ['Challenges', chat.challenges],
    ['Goals', chat.goals],
    ['Budget', chat.budget],
    ['Timeline', chat.timeline],
    ['Consultation booked', consultationOf(chat)],
  ];
  return (
    // Scrolls on its own inside the fixed-height view, so it takes focus: keyboard users can scroll it too.
    <section className={styles.summary} aria-labelledby="consultant-summary-heading" tabIndex={0}>
      <h4 id="consultant-summary-heading" className={styles.heading}>
        {heading}
      </h4>
      <p className={styles.line}>{summaryOf(chat)}</p>
      <dl className={styles.facts}>
        {facts
          .filter((fact): fact is [string, string] => fact[1] !== null && fact[1].trim() !== '')
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      <details className={styles.transcript}>
        <summary>
          The conversation with {ONBOARDING_TEXT.personaName} ({messages.length} {messages.length === 1 ? 'message' : 'messages'})
        </summary>
        <ol aria-label={`Conversation with ${ONBOARDING_TEXT.personaName}`}>
          {messages.map((message, index) => (
            <li key={index}>
              <span className={styles.muted}>{message.role === 'user' ? (chat.contactInfo.name ?? 'Visitor') : ONBOARDING_TEXT.personaName}: </span>
              {/* Rendered as text: whatever a visitor typed stays text. */}
              {message.content}
            </li>
          ))}
        </ol>
      </details>
    </section>
  );
}
