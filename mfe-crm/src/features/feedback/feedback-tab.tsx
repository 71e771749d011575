import { formatNzDateTime, type TFeedbackContextOverview } from '@agency/contracts';
import { Badge, type BadgeVariant } from '@agency/design-system/badge';
import { Button } from '@agency/design-system/button';
import { layout } from '@agency/design-system/layout';
import { Spinner } from '@agency/design-system/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@agency/design-system/table';
import { useCrmQuery } from '../../crm-kit/crm-api';
import { StatTiles } from '../../crm-kit/stat-tiles';
import { ChatRatingsSection } from '../../crm-kit/chat-ratings';
import * as styles from './feedback-tab.module.css';

/** The pages behind the seeded context identifiers; a context added later shows its identifier. */
const CONTEXT_NAMES: Record<string, string> = {
  home: 'Home page',
  portfolio: 'Portfolio',
  'consultation-booking': 'Consultation booking',
  onboarding: 'Onboarding',
  'client-home': 'Client home',
};

const contextName = (identifier: string) => CONTEXT_NAMES[identifier] ?? identifier;

/** -1 to 1 shown with its sign, and a word: above +0.2 positive, below -0.2 negative, neutral between. */
function SentimentBadge({ score, count }: { score: number; count: number }) {
  if (count === 0) return <span className={layout.muted}>No reactions</span>;
  const [label, variant]: [string, BadgeVariant] = score > 0.2 ? ['Positive', 'success'] : score < -0.2 ? ['Negative', 'destructive'] : ['Neutral', 'secondary'];
  return (
    <span className={styles.sentiment}>
      <span className={styles.score}>{`${score > 0 ? '+' : ''}${score.toFixed(2)}`}</span>
      <Badge variant={variant}>{label}</Badge>
    </span>
  );
}

function formatRating(rating: number | null): string {
  return rating === null ? 'No rating' : `${rating.toFixed(1)} / 5`;
}

function latestComments(contexts: TFeedbackContextOverview[]) {
  return contexts
    .flatMap((context) => context.latestComments.map((comment) => ({ ...comment, context: context.identifier })))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** Feedback per page from the widgets (spec part 2 §1): reactions, sentiment, ratings and what visitors wrote (the sample's on /admin-test). */
export function FeedbackTab() {
  const overview = useCrmQuery('GET /api/feedback/overview', {});

  if (overview.isPending) return <Spinner label="Loading feedback..." />;
  if (overview.isError) {
    return (
      <div role="alert" className={layout.stack}>
        <p>Feedback could not be loaded.</p>
        <div className={layout.row}>
          <Button variant="outline" onClick={() => void overview.refetch()}>
            Try again
          </Button>
        </div>
      </div>
    );
  }

  const { contexts } = overview.data;
  const comments = latestComments(contexts);
  const reactions = contexts.reduce((sum, context) => sum + context.reactionCount, 0);
  const submissions = contexts.reduce((sum, context) => sum + context.submissionCount, 0);
  return (
    <section aria-labelledby="feedback-heading" className={layout.stack}>
      <h2 id="feedback-heading">Feedback</h2>
      <StatTiles
        tiles={[
          { label: 'Reactions', value: reactions },
          { label: 'Detailed Feedback', value: submissions },
          { label: 'Pages Collecting Feedback', value: contexts.length },
        ]}
      />
      <Table aria-label="Feedback by page">
        <TableHeader>
          <TableRow>
            <TableHead>Page</TableHead>
            <TableHead>Reactions</TableHead>
            <TableHead>Sentiment</TableHead>
            <TableHead>Average Rating</TableHead>
            <TableHead>Detailed Feedback</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {contexts.map((context) => (
            <TableRow key={context.id}>
              <TableCell>{contextName(context.identifier)}</TableCell>
              <TableCell>{context.reactionCount}</TableCell>
              <TableCell>
                <SentimentBadge score={context.sentimentScore} count={context.reactionCount} />
              </TableCell>
              <TableCell>{formatRating(context.averageRating)}</TableCell>
              <TableCell>{context.submissionCount}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>

      <h3 className={styles.subheading}>Latest Comments</h3>
      <Table aria-label="Latest comments">
        <TableHeader>
          <TableRow>
            <TableHead>Page</TableHead>
            <TableHead>Rating</TableHead>
            <TableHead>Comment</TableHead>
            <TableHead>Date</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {comments.length === 0 ? (
            <TableRow>
              <TableCell colSpan={4}>No comments yet.</TableCell>
            </TableRow>
          ) : (
            comments.map((comment) => (
              <TableRow key={comment.id}>
                <TableCell>{contextName(comment.context)}</TableCell>
                <TableCell>{comment.rating === null ? '–' : `${comment.rating} / 5`}</TableCell>
                {/* Text, never markup: React escapes whatever a visitor wrote. */}
                <TableCell className={styles.comment}>{comment.comment}</TableCell>
                <TableCell className={styles.date}>{formatNzDateTime(comment.createdAt)}</TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
      <ChatRatingsSection />
    </section>
  );
}
