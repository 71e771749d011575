import { useSearchParams } from 'react-router';
import { ZChatInboxFilter, type TChatInboxFilter } from '@agency/contracts';
import { Button } from '@agency/design-system/button';
import * as styles from './chat-inbox.module.css';

const FILTERS: Array<{ value: TChatInboxFilter; label: string }> = [
  { value: 'mine', label: 'Mine' },
  { value: 'unassigned', label: 'Unassigned' },
  { value: 'all', label: 'All' },
  { value: 'resolved', label: 'Resolved' },
];

/** The list's filter, in the address beside the tab (?tab=chat&chat=mine), so a reload or a shared link keeps it. */
export function useChatFilter(): [TChatInboxFilter, (filter: TChatInboxFilter) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = ZChatInboxFilter.catch('all').parse(searchParams.get('chat'));
  const setFilter = (next: TChatInboxFilter) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === 'all') params.delete('chat');
        else params.set('chat', next);
        return params;
      },
      { replace: true },
    );
  return [filter, setFilter];
}

export function ConversationFilters({ filter, onChange }: { filter: TChatInboxFilter; onChange(filter: TChatInboxFilter): void }) {
  return (
    <div className={styles.filters} role="group" aria-label="Show conversations">
      {FILTERS.map((option) => (
        <Button
          key={option.value}
          size="sm"
          variant={filter === option.value ? 'default' : 'outline'}
          aria-pressed={filter === option.value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </Button>
      ))}
    </div>
  );
}
