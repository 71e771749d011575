import { Link } from 'react-router';
import { apiErrorMessage } from '@agency/api-client';
import { Badge } from '@agency/design-system/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@agency/design-system/card';
import { layout } from '@agency/design-system/layout';
import { Spinner } from '@agency/design-system/spinner';
import { useCrmApi, useCrmQuery } from '../../crm-kit/crm-api';
import * as styles from './overview-tab.module.css';

/** Today's (New Zealand) follow-ups of every owner, the signed-in admin's own first, each linking to the lead's page. */
export function FollowUpsToday() {
  const { basePath } = useCrmApi();
  const followUps = useCrmQuery('GET /api/leads/follow-ups/today', {});
  return (
    <Card>
      <CardHeader>
        <CardTitle>Follow up today</CardTitle>
      </CardHeader>
      <CardContent>
        {followUps.isPending ? (
          <Spinner label="Loading follow-ups..." />
        ) : followUps.isError ? (
          <p role="alert">{apiErrorMessage(followUps.error, 'Could not load the follow-ups')}</p>
        ) : followUps.data.items.length === 0 ? (
          <p className={layout.muted}>Nothing to follow up today.</p>
        ) : (
          <ul className={styles.list} aria-label="Follow up today">
            {followUps.data.items.map((item) => (
              <li key={item.leadId} className={styles.item}>
                <div>
                  <Link className={styles.name} to={`${basePath}/leads/${encodeURIComponent(item.leadId)}`}>
                    {item.name}
                  </Link>
                  {item.company ? <div className={layout.muted}>{item.company}</div> : null}
                </div>
                {item.mine ? <Badge>Yours</Badge> : <span className={layout.muted}>{item.ownerName ?? 'No owner'}</span>}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
