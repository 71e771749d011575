import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiErrorMessage, apiKey } from '@agency/api-client';
import { DOMAIN_CONNECTION_WORDS, DOMAIN_ORDER_MESSAGES, formatNzDateTime, type TSite } from '@agency/contracts';
import { Badge } from '@agency/design-system/badge';
import { Button } from '@agency/design-system/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@agency/design-system/card';
import { DnsRecordList, RegistrarHelp } from '@agency/design-system/dns-records';
import { Spinner } from '@agency/design-system/spinner';
import * as styles from './domain-verification.module.css';

/** Said where a record would be: this server has no public address for clients' domains yet. */
export const CUSTOM_DOMAINS_NOT_SET_UP = DOMAIN_CONNECTION_WORDS.notSetUp;

/** What the owner still has to do before the domain shows the website, in one line (the 'Live!' screen's SSL note). */
export function domainStepLeft(site: TSite | undefined): string | null {
  if (!site || site.domain) return null;
  if (site.domainOrder?.status === 'ordered') return 'Once we have registered your domain';
  if (site.domainClaim?.status === 'pending') return 'Once the DNS records below are in place';
  return null;
}

/**
 * 'Connect your domain' on the success screen (issues 26, 35): the site is live at its address here at once; the
 * domain answers only once DNS proves it (the TXT token and the root pointing here). A bought domain is first an
 * order the agency registers. Verify asks the server to look now; it also keeps looking for DOMAIN_CLAIM_HOURS.
 */
export function DomainVerification({ siteId }: { siteId: string }) {
  const queryClient = useQueryClient();
  const site = useQuery({
    queryKey: apiKey('GET /api/sites/:id', { params: { id: siteId } }),
    queryFn: () => api('GET /api/sites/:id', { params: { id: siteId } }),
  });
  const verify = useMutation({
    mutationFn: () => api('POST /api/sites/:id/domain/verify', { params: { id: siteId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKey('GET /api/sites/:id', { params: { id: siteId } }) }),
  });

  if (site.isPending) return <Spinner label="Loading your domain..." />;
  const order = site.data?.domainOrder;
  const claim = site.data?.domainClaim;

  if (order?.status === 'ordered' && claim?.domain !== order.domain) {
    return (
      <Card>
        <CardHeader>
          <CardTitle as="h2">Registering {order.domain}</CardTitle>
          <CardDescription>
            <Badge variant="warning">Ordered</Badge>
          </CardDescription>
        </CardHeader>
        <CardContent className={styles.body}>
          <p>{DOMAIN_ORDER_MESSAGES.ordered(order.domain)}</p>
          <p className={styles.hint}>The domain is on your invoice. There is nothing for you to set up until it is registered.</p>
        </CardContent>
      </Card>
    );
  }
  if (!claim) return null;

  const status = verify.data?.claim.status ?? claim.status;
  const shown = verify.data?.claim ?? claim;
  const badge =
    status === 'verified' ? <Badge variant="success">Connected</Badge> : status === 'expired' ? <Badge variant="destructive">Expired</Badge> : <Badge variant="warning">Waiting for DNS</Badge>;

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Connect {claim.domain}</CardTitle>
        <CardDescription>{badge}</CardDescription>
      </CardHeader>
      <CardContent className={styles.body}>
        {status === 'verified' ? (
          <p>{DOMAIN_CONNECTION_WORDS.connected(claim.domain)}</p>
        ) : status === 'expired' ? (
          <p>{DOMAIN_CONNECTION_WORDS.expired(claim.domain)}</p>
        ) : shown.targets.length === 0 ? (
          <p>{DOMAIN_CONNECTION_WORDS.notSetUp}</p>
        ) : (
          <>
            {order?.status === 'registered' && order.domain === claim.domain ? <p>{DOMAIN_ORDER_MESSAGES.registered(claim.domain)}</p> : null}
            <p>{DOMAIN_CONNECTION_WORDS.pending(claim.domain)}</p>
            <p className={styles.hint}>{DOMAIN_CONNECTION_WORDS.keepChecking(formatNzDateTime(claim.expiresAt))}</p>
          </>
        )}
        {status === 'pending' && shown.targets.length > 0 ? (
          <>
            <DnsRecordList records={[shown.verification, ...shown.targets]} label="DNS records to add" />
            <RegistrarHelp />
            <div className={styles.actions}>
              <Button type="button" onClick={() => verify.mutate()} disabled={verify.isPending}>
                {verify.isPending ? 'Checking DNS...' : 'Verify domain'}
              </Button>
            </div>
          </>
        ) : null}
        {verify.data ? (
          <p role="status" className={styles.result}>
            {verify.data.message}
          </p>
        ) : verify.error ? (
          <p role="alert" className={styles.error}>
            {apiErrorMessage(verify.error, 'We could not check your domain. Please try again.')}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
