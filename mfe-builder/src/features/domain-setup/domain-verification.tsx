import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiErrorMessage, apiKey } from '@agency/api-client';
import { DOMAIN_CLAIM_HOURS, formatNzDateTime, type TDnsRecord, type TDomainClaim } from '@agency/contracts';
import { Badge } from '@agency/design-system/badge';
import { Button } from '@agency/design-system/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@agency/design-system/card';
import { Spinner } from '@agency/design-system/spinner';
import * as styles from './domain-verification.module.css';

const RECORD_TITLE: Record<TDnsRecord['type'], string> = {
  TXT: 'TXT record (proves the domain is yours)',
  A: 'A record (points the domain at your website)',
  CNAME: 'CNAME record (instead of the A record, for a subdomain such as www)',
};

function DnsRecord({ record }: { record: TDnsRecord }) {
  return (
    <li className={styles.record}>
      <p className={styles.recordTitle}>{RECORD_TITLE[record.type]}</p>
      <dl className={styles.recordFields} aria-label={`${record.type} record`}>
        <dt>Type</dt>
        <dd>{record.type}</dd>
        <dt>Name</dt>
        <dd>{record.name}</dd>
        <dt>Value</dt>
        <dd>{record.value}</dd>
      </dl>
    </li>
  );
}

/** The records a pending domain needs: the TXT proof first, then where the domain points. */
export function DomainRecords({ claim }: { claim: TDomainClaim }) {
  return (
    <ul className={styles.records} aria-label="DNS records to add">
      {[claim.verification, ...claim.targets].map((record) => (
        <DnsRecord key={`${record.type} ${record.name}`} record={record} />
      ))}
    </ul>
  );
}

/**
 * 'Connect your domain' on the success screen of an existing domain (issue 26): the site is live at its address here
 * at once; the domain answers only once its TXT record proves it is the client's. Verify asks the server to look now;
 * the server also keeps looking for DOMAIN_CLAIM_HOURS.
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

  const claim = site.data?.domainClaim;
  if (site.isPending) return <Spinner label="Loading your domain..." />;
  if (!claim) return null;

  const status = verify.data?.claim.status ?? claim.status;
  const badge =
    status === 'verified' ? <Badge variant="success">Verified</Badge> : status === 'expired' ? <Badge variant="destructive">Expired</Badge> : <Badge variant="warning">Waiting for DNS</Badge>;

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Connect {claim.domain}</CardTitle>
        <CardDescription>{badge}</CardDescription>
      </CardHeader>
      <CardContent className={styles.body}>
        {status === 'verified' ? (
          <p>
            {claim.domain} is verified as yours. Make sure its A or CNAME record below points to us; the secure (HTTPS)
            certificate is issued on the first visit.
          </p>
        ) : status === 'expired' ? (
          <p>
            We did not find the TXT record within {DOMAIN_CLAIM_HOURS} hours, so this verification expired. Publish again with{' '}
            {claim.domain} to get a new code.
          </p>
        ) : (
          <>
            <p>
              Your website is live at its address on our server now. To show it on {claim.domain}, prove the domain is yours and
              point it here: add these records at your domain provider, then press Verify.
            </p>
            <p className={styles.hint}>
              We also check by ourselves until {formatNzDateTime(claim.expiresAt)}. DNS changes can take a while to show.
            </p>
          </>
        )}
        {status !== 'expired' ? <DomainRecords claim={claim} /> : null}
        {status === 'pending' ? (
          <div className={styles.actions}>
            <Button type="button" onClick={() => verify.mutate()} disabled={verify.isPending}>
              {verify.isPending ? 'Checking DNS...' : 'Verify domain'}
            </Button>
          </div>
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
