import { formatNzDateTime, type TChatRatingReport } from '@agency/contracts';
import { Card, CardContent, CardHeader, CardTitle } from '@agency/design-system/card';
import { layout } from '@agency/design-system/layout';
import { Spinner } from '@agency/design-system/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@agency/design-system/table';
import { useCrmQuery } from './crm-api';
import { StatTiles } from './stat-tiles';
import * as styles from './chat-ratings.module.css';

const formatAverage = (report: TChatRatingReport) => (report.average === null ? 'No ratings yet' : `${report.average.toFixed(1)} / 5`);

/** The Feedback tab's section: what visitors rated their resolved live chats (1-5) and wrote. */
export function ChatRatingsSection() {
  const ratings = useCrmQuery('GET /api/chat/ratings', {});
  return (
    <section aria-labelledby="chat-ratings-heading" className={layout.stack}>
      <h3 id="chat-ratings-heading" className={styles.ratingsHeading}>
        Live Chat Ratings
      </h3>
      {ratings.isPending ? (
        <Spinner label="Loading chat ratings..." />
      ) : ratings.isError ? (
        <p role="alert">Chat ratings could not be loaded.</p>
      ) : (
        <>
          <StatTiles
            tiles={[
              { label: 'Average Chat Rating', value: formatAverage(ratings.data) },
              { label: 'Chat Ratings', value: ratings.data.count },
            ]}
          />
          <Table aria-label="Latest chat ratings">
            <TableHeader>
              <TableRow>
                <TableHead>Visitor</TableHead>
                <TableHead>Agent</TableHead>
                <TableHead>Rating</TableHead>
                <TableHead>Comment</TableHead>
                <TableHead>Date</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {ratings.data.items.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={5}>No chat ratings yet.</TableCell>
                </TableRow>
              ) : (
                ratings.data.items.map((item) => (
                  <TableRow key={`${item.conversationId}-${item.createdAt}`}>
                    <TableCell>{item.visitorName ?? 'Visitor'}</TableCell>
                    <TableCell>{item.assigneeName ?? 'Unassigned'}</TableCell>
                    <TableCell>{`${item.score} / 5`}</TableCell>
                    <TableCell className={styles.ratingText}>{item.comment ?? '–'}</TableCell>
                    <TableCell>{formatNzDateTime(item.createdAt)}</TableCell>
                  </TableRow>
                ))
              )}
            </TableBody>
          </Table>
        </>
      )}
    </section>
  );
}

/** The Analytics tab's card: the chats' average rating and how many ratings it is from. */
export function ChatRatingsCard({ figuresClass, figureClass, labelClass }: { figuresClass?: string; figureClass?: string; labelClass?: string }) {
  const ratings = useCrmQuery('GET /api/chat/ratings', {});
  return (
    <Card>
      <CardHeader>
        <CardTitle>Live Chat Ratings</CardTitle>
      </CardHeader>
      <CardContent>
        {ratings.isPending ? (
          <Spinner label="Loading chat ratings..." />
        ) : ratings.isError ? (
          <p role="alert">Chat ratings could not be loaded.</p>
        ) : (
          <dl className={figuresClass} aria-label="Live Chat Ratings">
            <div className={figureClass}>
              <dt className={labelClass}>Average rating</dt>
              <dd>{formatAverage(ratings.data)}</dd>
            </div>
            <div className={figureClass}>
              <dt className={labelClass}>Ratings</dt>
              <dd>{ratings.data.count}</dd>
            </div>
          </dl>
        )}
      </CardContent>
    </Card>
  );
}
