import { Link } from 'react-router';
import { apiErrorMessage } from '@agency/api-client';
import { formatNzDateTime } from '@agency/contracts';
import { Button } from '@agency/design-system/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@agency/design-system/dialog';
import { layout } from '@agency/design-system/layout';
import { usePlatform } from '@agency/design-system/platform-context';
import { Spinner } from '@agency/design-system/spinner';
import { useCrmApi, useCrmMutation, useCrmQuery } from '../../crm-kit/crm-api';
import { shortSessionId } from '../../crm-kit/crm-data';
import { AssessmentStatusBadge } from '../../crm-kit/status-badge';
import * as styles from './assessments-tab.module.css';

const contactOf = (name: string | null) => name?.trim() || 'Anonymous';

/** One onboarding chat: its answers, the transcript oldest first, and 'Convert to lead' (or the lead it became). */
export interface TranscriptDialogProps {
  chatId: string | null;
  onClose: () => void;
  /** Puts focus back where the dialog was opened from (the session's row). */
  onCloseAutoFocus?: (event: Event) => void;
}

export function TranscriptDialog({ chatId, onClose, onCloseAutoFocus }: TranscriptDialogProps) {
  return (
    <Dialog open={chatId !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent size="lg" onCloseAutoFocus={onCloseAutoFocus}>
        {chatId ? <Transcript chatId={chatId} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function Transcript({ chatId }: { chatId: string }) {
  const platform = usePlatform();
  const { basePath } = useCrmApi();
  const detail = useCrmQuery('GET /api/crm/onboarding-chats/:id', { params: { id: chatId } });
  const convert = useCrmMutation('POST /api/crm/onboarding-chats/:id/lead', [
    'GET /api/crm/onboarding-chats',
    'GET /api/crm/onboarding-chats/:id',
    'GET /api/leads',
    'GET /api/crm/summary',
    'GET /api/crm/analytics',
  ]);

  if (!detail.data) {
    return (
      <>
        <DialogHeader>
          <DialogTitle>Onboarding chat</DialogTitle>
          <DialogDescription>The conversation with the AI consultant.</DialogDescription>
        </DialogHeader>
        {detail.error ? <p role="alert">{apiErrorMessage(detail.error, 'Could not load the transcript')}</p> : <Spinner label="Loading transcript..." />}
      </>
    );
  }
  const { chat, messages } = detail.data;
  const name = contactOf(chat.contactInfo.name);
  const leadId = convert.data?.leadId ?? chat.leadId;
  return (
    <>
      <DialogHeader>
        <DialogTitle>
          Session {shortSessionId(chat.sessionId)} · {name}
        </DialogTitle>
        <DialogDescription>
          Started {formatNzDateTime(chat.createdAt)} · {messages.length} {messages.length === 1 ? 'message' : 'messages'}
        </DialogDescription>
      </DialogHeader>
      <dl className={styles.facts}>
        <div>
          <dt>Session id</dt>
          <dd className={styles.sessionId}>{chat.sessionId}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>
            <AssessmentStatusBadge status={chat.status} />
          </dd>
        </div>
        <div>
          <dt>E-mail</dt>
          <dd>{chat.contactInfo.email ?? '—'}</dd>
        </div>
        <div>
          <dt>Phone</dt>
          <dd>{chat.contactInfo.phone ?? '—'}</dd>
        </div>
        <div>
          <dt>Service Interest</dt>
          <dd>{chat.serviceInterest ?? '—'}</dd>
        </div>
        <div>
          <dt>Company</dt>
          <dd>{chat.companyName ?? '—'}</dd>
        </div>
        <div>
          <dt>Budget</dt>
          <dd>{chat.budget ?? '—'}</dd>
        </div>
        <div>
          <dt>Timeline</dt>
          <dd>{chat.timeline ?? '—'}</dd>
        </div>
        <div>
          <dt>Consultation</dt>
          <dd>
            {chat.consultation
              ? `${formatNzDateTime(chat.consultation.startsAt)}${chat.consultation.status === 'scheduled' ? '' : ` (${chat.consultation.status})`}`
              : 'Not booked'}
          </dd>
        </div>
      </dl>
      {/* Scrolls on its own, so it takes focus: keyboard users can scroll it too. */}
      <ol className={styles.transcript} aria-label="Transcript" tabIndex={0}>
        {messages.length === 0 ? <li className={layout.muted}>No messages.</li> : null}
        {messages.map((message, index) => (
          <li key={index} className={message.role === 'user' ? styles.fromUser : styles.fromAssistant}>
            <span className={styles.speaker}>{message.role === 'user' ? name : 'Consultant'}</span>
            {/* Rendered as text: whatever a visitor typed stays text. */}
            <p className={styles.message}>{message.content}</p>
            <time className={styles.time} dateTime={message.createdAt}>
              {formatNzDateTime(message.createdAt)}
            </time>
          </li>
        ))}
      </ol>
      <DialogFooter>
        {leadId ? (
          <Link className={styles.leadLink} to={`${basePath}/leads/${leadId}`}>
            Open lead
          </Link>
        ) : (
          <Button
            disabled={convert.isPending}
            onClick={() =>
              convert.mutate(
                { params: { id: chat.id } },
                {
                  onSuccess: () => platform.toast({ title: 'Lead created from the onboarding chat', description: name, variant: 'success' }),
                  onError: (error) => platform.toast({ title: apiErrorMessage(error, 'Could not convert to a lead'), variant: 'destructive' }),
                },
              )
            }
          >
            Convert to lead
          </Button>
        )}
      </DialogFooter>
    </>
  );
}
