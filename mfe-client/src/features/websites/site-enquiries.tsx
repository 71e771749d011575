import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiErrorMessage, apiKey } from '@agency/api-client';
import { formatNzDateTime, type TSite, type TSiteEnquiry } from '@agency/contracts';
import { Badge } from '@agency/design-system/badge';
import { Button } from '@agency/design-system/button';
import { layout } from '@agency/design-system/layout';
import { usePlatform } from '@agency/design-system/platform-context';
import { Spinner } from '@agency/design-system/spinner';
import * as styles from './site-enquiries.module.css';

/*
 * A live site's quote requests (sent through the 'Request a quote' form on the published page): the count of new ones
 * beside the heading, the list in a disclosure, and 'Mark as read' (GET /api/sites/:id/enquiries, POST .../read).
 */

function useSiteEnquiries(siteId: string, enabled: boolean) {
  const queryClient = useQueryClient();
  const platform = usePlatform();
  const list = useQuery({
    queryKey: apiKey('GET /api/sites/:id/enquiries', { params: { id: siteId } }),
    queryFn: () => api('GET /api/sites/:id/enquiries', { params: { id: siteId } }),
    enabled,
  });
  const markRead = useMutation({
    mutationFn: (ids: string[]) => api('POST /api/sites/:id/enquiries/read', { params: { id: siteId }, body: { ids } }),
    // The answer is the list as it now is.
    onSuccess: (updated) => queryClient.setQueryData(apiKey('GET /api/sites/:id/enquiries', { params: { id: siteId } }), updated),
    onError: (error) =>
      platform.toast({ title: 'Error', description: apiErrorMessage(error, 'The requests could not be marked read. Please try again.'), variant: 'destructive' }),
  });
  return { list, markRead };
}

export function SiteEnquiries({ site }: { site: TSite }) {
  const live = site.liveUrl !== null;
  const { list, markRead } = useSiteEnquiries(site.id, live);
  // Only a published page has a form to send them.
  if (!live) return null;
  const name = site.businessInfo.businessName;
  const headingId = `enquiries-${site.id}`;
  const newIds = list.data?.enquiries.filter((enquiry) => enquiry.readAt === null).map((enquiry) => enquiry.id) ?? [];

  return (
    <section aria-labelledby={headingId} className={styles.enquiries}>
      <div className={styles.header}>
        <h4 id={headingId} className={styles.heading}>
          Quote requests
        </h4>
        {list.data && list.data.newCount > 0 ? <Badge variant="warning">{`${list.data.newCount} new`}</Badge> : null}
      </div>
      {list.isPending ? (
        <Spinner label="Loading quote requests..." />
      ) : list.isError ? (
        <p className={layout.muted}>Your quote requests could not be loaded. Please refresh the page.</p>
      ) : list.data.total === 0 ? (
        <p className={layout.muted}>No quote requests yet. Visitors send them with the form on your website.</p>
      ) : (
        <details className={styles.details}>
          <summary>{`Show ${list.data.total} quote request${list.data.total === 1 ? '' : 's'}`}</summary>
          {newIds.length > 1 ? (
            <Button variant="outline" size="sm" className={styles.markAll} disabled={markRead.isPending} onClick={() => markRead.mutate(newIds)}>
              Mark all as read
            </Button>
          ) : null}
          <ul className={styles.list} aria-label={`Quote requests for ${name}`}>
            {list.data.enquiries.map((enquiry) => (
              <EnquiryItem key={enquiry.id} enquiry={enquiry} busy={markRead.isPending} onRead={() => markRead.mutate([enquiry.id])} />
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}

function EnquiryItem({ enquiry, busy, onRead }: { enquiry: TSiteEnquiry; busy: boolean; onRead(): void }) {
  const isNew = enquiry.readAt === null;
  return (
    <li className={styles.item} aria-label={`Quote request from ${enquiry.name}`}>
      <div className={styles.header}>
        <p className={styles.from}>
          {enquiry.name}{' '}
          <a href={`mailto:${enquiry.email}`} className={styles.link}>
            {enquiry.email}
          </a>
          {enquiry.phone ? ` · ${enquiry.phone}` : ''}
        </p>
        {isNew ? <Badge variant="warning">New</Badge> : <Badge variant="secondary">Read</Badge>}
      </div>
      <p className={layout.muted}>
        {formatNzDateTime(enquiry.createdAt)}
        {enquiry.service ? ` · ${enquiry.service}` : ''}
      </p>
      <p className={styles.message}>{enquiry.message}</p>
      {isNew ? (
        <div>
          <Button variant="outline" size="sm" disabled={busy} onClick={onRead} aria-label={`Mark the request from ${enquiry.name} as read`}>
            Mark as read
          </Button>
        </div>
      ) : null}
    </li>
  );
}
