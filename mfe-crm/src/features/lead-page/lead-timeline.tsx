import { useQueryClient } from '@tanstack/react-query';
import { apiErrorMessage } from '@agency/api-client';
import { formatNzDateTime, type TTimelineEvent } from '@agency/contracts';
import { Badge, type BadgeVariant } from '@agency/design-system/badge';
import { Button } from '@agency/design-system/button';
import { Card, CardContent, CardHeader, CardTitle } from '@agency/design-system/card';
import { layout } from '@agency/design-system/layout';
import { usePlatform } from '@agency/design-system/platform-context';
import { crmKey, useCrmApi, useCrmMutation } from '../../crm-kit/crm-api';
import * as styles from './lead-page.module.css';

const KIND: Record<TTimelineEvent['kind'], { icon: string; label: string }> = {
  enquiry: { icon: '✉', label: 'Enquiry' },
  wizard: { icon: '🧭', label: 'Onboarding wizard' },
  discovery: { icon: '🔎', label: 'Discovery' },
  onboarding_chat: { icon: '💬', label: 'Onboarding chat' },
  live_chat: { icon: '🗨', label: 'Live chat' },
  booking: { icon: '📅', label: 'Booking' },
  email: { icon: '📧', label: 'E-mail' },
  change: { icon: '↻', label: 'Change' },
};

const STATUS_VARIANT: Record<string, BadgeVariant> = {
  sent: 'success',
  scheduled: 'success',
  completed: 'success',
  converted: 'default',
  failed: 'destructive',
  pending: 'warning',
  cancelled: 'outline',
};

/** Everything the system knows about the lead's e-mail address, newest first, laid out as the server composed it. */
export function LeadTimeline({ events }: { events: TTimelineEvent[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Timeline</CardTitle>
      </CardHeader>
      <CardContent>
        {events.length === 0 ? (
          <p className={layout.muted}>Nothing recorded yet.</p>
        ) : (
          <ol className={styles.list} aria-label="Timeline">
            {events.map((event) => (
              <TimelineItem key={event.id} event={event} />
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}

function TimelineItem({ event }: { event: TTimelineEvent }) {
  const kind = KIND[event.kind] ?? { icon: '•', label: event.kind };
  return (
    <li className={styles.item}>
      <span className={styles.kind}>
        <span aria-hidden="true">{kind.icon}</span>
        {kind.label}
      </span>
      <div className={styles.itemHead}>
        <h3 className={styles.itemTitle}>{event.title}</h3>
        {event.status ? <Badge variant={STATUS_VARIANT[event.status] ?? 'secondary'}>{event.status}</Badge> : null}
      </div>
      <p className={styles.meta}>
        <time dateTime={event.at}>{formatNzDateTime(event.at)}</time>
      </p>
      {event.details.length > 0 ? (
        <dl className={styles.details}>
          {event.details.map((detail, index) => (
            <div key={`${detail.label}-${index}`} className={styles.detailPair}>
              <dt>{detail.label}</dt>
              <dd>{detail.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {event.messages.length > 0 ? (
        <details className={styles.transcript}>
          <summary>Transcript ({event.messages.length} messages)</summary>
          <ol>
            {event.messages.map((message, index) => (
              <li key={index}>
                <strong>{message.author}</strong>{' '}
                <span className={styles.meta}>
                  <time dateTime={message.at}>{formatNzDateTime(message.at)}</time>
                </span>
                <p className={styles.body}>{message.text}</p>
              </li>
            ))}
          </ol>
        </details>
      ) : null}
      {event.kind === 'onboarding_chat' && event.refId && event.status !== 'converted' ? <ConvertChat chatId={event.refId} /> : null}
    </li>
  );
}

/** Turns the onboarding chat into a lead; the chat becomes 'converted' and the timeline shows it. */
function ConvertChat({ chatId }: { chatId: string }) {
  const { mode } = useCrmApi();
  const platform = usePlatform();
  const queryClient = useQueryClient();
  const convert = useCrmMutation('POST /api/crm/onboarding-chats/:id/lead', [
    'GET /api/leads/:id',
    'GET /api/leads',
    'GET /api/crm/summary',
    'GET /api/crm/onboarding-chats',
  ]);
  return (
    <div>
      <Button
        size="sm"
        variant="outline"
        disabled={convert.isPending}
        onClick={() =>
          convert.mutate(
            { params: { id: chatId } },
            {
              onSuccess: () => {
                void queryClient.invalidateQueries({ queryKey: crmKey(mode, 'GET /api/crm/onboarding-chats/:id') });
                platform.toast({ title: 'Converted to lead', variant: 'success' });
              },
              onError: (error) => platform.toast({ title: `Error: ${apiErrorMessage(error, 'Failed to convert the chat')}`, variant: 'destructive' }),
            },
          )
        }
      >
        Convert to lead
      </Button>
    </div>
  );
}
