import { useId } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiErrorMessage } from '@agency/api-client';
import type { TChatConversationSummary, TChatRating, TChatState } from '@agency/contracts';
import { Button } from '@agency/design-system/button';
import { Select } from '@agency/design-system/select';
import { useCrmApi } from '../../crm-kit/crm-api';
import { upsertConversation, useAssignees } from './live-chat-queries';
import * as styles from './chat-inbox.module.css';

const UNASSIGNED = '';

/** What each state offers next. */
const STATE_ACTIONS: Record<TChatState, Array<{ state: TChatState; label: string }>> = {
  open: [
    { state: 'pending', label: 'Mark pending' },
    { state: 'resolved', label: 'Resolve' },
  ],
  pending: [
    { state: 'open', label: 'Reopen' },
    { state: 'resolved', label: 'Resolve' },
  ],
  resolved: [{ state: 'open', label: 'Reopen' }],
};

export const STATE_LABEL: Record<TChatState, string> = { open: 'Open', pending: 'Pending', resolved: 'Resolved' };

/** The conversation's assignee and state, changed here and shown live to every agent (the 'conversation' frame). */
export function ConversationWorkflow({ conversation }: { conversation: TChatConversationSummary }) {
  const queryClient = useQueryClient();
  const { call, mode } = useCrmApi();
  const assignees = useAssignees();
  const selectId = useId();
  const onSuccess = (summary: TChatConversationSummary) => upsertConversation(queryClient, mode, summary);
  const assign = useMutation({
    mutationFn: (assigneeId: string | null) => call('POST /api/chat/conversations/:id/assign', { params: { id: conversation.id }, body: { assigneeId } }),
    onSuccess,
  });
  const setState = useMutation({
    mutationFn: (state: TChatState) => call('POST /api/chat/conversations/:id/state', { params: { id: conversation.id }, body: { state } }),
    onSuccess,
  });
  const me = assignees.data?.currentUserId;
  const options = [
    { value: UNASSIGNED, label: 'Unassigned' },
    ...(assignees.data?.items ?? []).map((admin) => ({ value: admin.id, label: admin.id === me ? `${admin.name} (you)` : admin.name })),
  ];
  // Until the admins are loaded the current assignee still shows by name.
  if (conversation.assigneeId && !options.some((option) => option.value === conversation.assigneeId)) {
    options.push({ value: conversation.assigneeId, label: conversation.assigneeName ?? 'Assigned' });
  }
  const failure = assign.error ?? setState.error;

  return (
    <div className={styles.workflow}>
      <p className={styles.state}>
        Status: <strong>{STATE_LABEL[conversation.state]}</strong>
      </p>
      <div className={styles.assign}>
        <label htmlFor={selectId}>Assigned to</label>
        <Select
          id={selectId}
          value={conversation.assigneeId ?? UNASSIGNED}
          disabled={assign.isPending}
          onChange={(event) => assign.mutate(event.target.value === UNASSIGNED ? null : event.target.value)}
          options={options}
        />
        {me && conversation.assigneeId !== me && (
          <Button size="sm" variant="outline" disabled={assign.isPending} onClick={() => assign.mutate(me)}>
            Assign to me
          </Button>
        )}
      </div>
      <div className={styles.stateActions}>
        {STATE_ACTIONS[conversation.state].map((action) => (
          <Button
            key={action.state}
            size="sm"
            variant={action.state === 'resolved' ? 'default' : 'outline'}
            disabled={setState.isPending}
            onClick={() => setState.mutate(action.state)}
          >
            {action.label}
          </Button>
        ))}
      </div>
      {failure && (
        <p role="alert" className={styles.error}>
          {apiErrorMessage(failure, 'The change could not be saved. Please try again.')}
        </p>
      )}
      {conversation.rating && <RatingSummary rating={conversation.rating} />}
    </div>
  );
}

/** The visitor's rating of the latest resolution. */
export function RatingSummary({ rating }: { rating: TChatRating }) {
  return (
    <p className={styles.rating}>
      Visitor's rating: <strong>{`${rating.score} out of 5`}</strong>
      {rating.comment && <span className={styles.ratingComment}>{`“${rating.comment}”`}</span>}
    </p>
  );
}
