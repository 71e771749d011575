import { useQuery } from '@tanstack/react-query';
import { FEEDBACK_REACTIONS } from '@agency/contracts';
import { feedbackContextQuery, feedbackSummaryQuery } from './feedback.api';
import * as styles from './feedback-panel.module.css';

/** Emojis shown before the rest are summed up as '+N' (spec part 2 §7). */
const SHOWN_EMOJIS = 5;

const WORD_OF_EMOJI = new Map<string, string>(Object.entries(FEEDBACK_REACTIONS).map(([word, { emoji }]) => [emoji, word]));

/** The reaction count and the newest reactions' emojis; space is kept for the line while it loads. */
export function ReactionStats({ contextIdentifier }: { contextIdentifier: string }) {
  const context = useQuery(feedbackContextQuery(contextIdentifier));
  const contextId = context.data?.id;
  const summary = useQuery({ ...feedbackSummaryQuery(contextId ?? ''), enabled: contextId !== undefined });

  if (!summary.data) return <p className={styles.stats} aria-hidden="true" />;
  const { totalReactions, recentReactions } = summary.data;
  const shown = recentReactions.slice(0, SHOWN_EMOJIS);
  const rest = totalReactions - shown.length;
  const words = shown.map((reaction) => WORD_OF_EMOJI.get(reaction.emoji) ?? reaction.emoji).join(', ');
  return (
    <p className={styles.stats}>
      <span>{totalReactions === 1 ? '1 reaction' : `${totalReactions.toLocaleString('en-NZ')} reactions`}</span>
      {shown.length > 0 && (
        <span role="img" aria-label={`Recent reactions: ${words}`} className={styles.recent}>
          {shown.map((reaction) => reaction.emoji).join('')}
        </span>
      )}
      {rest > 0 && <span className={styles.rest}>+{rest.toLocaleString('en-NZ')}</span>}
    </p>
  );
}
