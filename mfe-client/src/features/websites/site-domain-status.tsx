import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, apiErrorMessage, apiKey } from '@agency/api-client';
import { DOMAIN_CONNECTION_WORDS, DOMAIN_ORDER_MESSAGES, formatNzDateTime, type TSite } from '@agency/contracts';
import { Badge } from '@agency/design-system/badge';
import { Button } from '@agency/design-system/button';
import { DnsRecordList, RegistrarHelp } from '@agency/design-system/dns-records';
import * as styles from './site-domain-status.module.css';

/**
 * A site's own domain on its card (issues 26, 35): a bought domain being registered; then, as for a domain the owner
 * already had, waiting for its DNS proof (the records with what the last check found, copy buttons and Verify),
 * connected, or expired. The words and the record list are the builder's 'Live!' screen's own.
 */
export function SiteDomainStatus({ site }: { site: TSite }) {
  const queryClient = useQueryClient();
  const verify = useMutation({
    mutationFn: () => api('POST /api/sites/:id/domain/verify', { params: { id: site.id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKey('GET /api/sites/user') }),
  });
  const order = site.domainOrder;
  const claim = site.domainClaim;
  const name = site.businessInfo.businessName;

  if (order?.status === 'ordered' && claim?.domain !== order.domain) {
    return (
      <section className={styles.box} aria-label={`Domain of ${name}`}>
        <h4 className={styles.title}>
          {order.domain}
          <Badge variant="warning">Being registered</Badge>
        </h4>
        <p>{DOMAIN_ORDER_MESSAGES.ordered(order.domain)}</p>
      </section>
    );
  }
  if (!claim) return null;
  const shown = verify.data?.claim ?? claim;

  return (
    <section className={styles.box} aria-label={`Domain of ${name}`}>
      <h4 className={styles.title}>
        {claim.domain}
        {shown.status === 'verified' ? (
          <Badge variant="success">Connected</Badge>
        ) : shown.status === 'expired' ? (
          <Badge variant="destructive">Verification expired</Badge>
        ) : (
          <Badge variant="warning">Waiting for DNS</Badge>
        )}
      </h4>
      {shown.status === 'verified' ? (
        <p>{DOMAIN_CONNECTION_WORDS.connected(claim.domain)}</p>
      ) : shown.status === 'expired' ? (
        <p>{DOMAIN_CONNECTION_WORDS.expired(claim.domain)}</p>
      ) : shown.targets.length === 0 ? (
        <p>{DOMAIN_CONNECTION_WORDS.notSetUp}</p>
      ) : (
        <>
          {order?.status === 'registered' && order.domain === claim.domain ? <p>{DOMAIN_ORDER_MESSAGES.registered(claim.domain)}</p> : null}
          <p>{DOMAIN_CONNECTION_WORDS.pending(claim.domain)}</p>
          <p>{DOMAIN_CONNECTION_WORDS.keepChecking(formatNzDateTime(claim.expiresAt))}</p>
          <DnsRecordList records={[shown.verification, ...shown.targets]} label={`DNS records for ${claim.domain}`} />
          <RegistrarHelp />
          <div className={styles.actions}>
            <Button size="sm" aria-label={`Verify ${claim.domain}`} onClick={() => verify.mutate()} disabled={verify.isPending}>
              {verify.isPending ? 'Checking DNS...' : 'Verify'}
            </Button>
          </div>
        </>
      )}
      {verify.data ? (
        <p role="status">{verify.data.message}</p>
      ) : verify.error ? (
        <p role="alert" className={styles.error}>
          {apiErrorMessage(verify.error, 'We could not check your domain. Please try again.')}
        </p>
      ) : null}
    </section>
  );
}
