import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, apiErrorMessage, apiKey } from '@agency/api-client';
import { DOMAIN_CLAIM_HOURS, formatNzDateTime, type TDnsRecord, type TSite } from '@agency/contracts';
import { Badge } from '@agency/design-system/badge';
import { Button } from '@agency/design-system/button';
import * as styles from './site-domain-status.module.css';

const RECORD_PURPOSE: Record<TDnsRecord['type'], string> = {
  TXT: 'proves the domain is yours',
  A: 'points the domain here',
  CNAME: 'or, for a subdomain such as www, points it here',
};

/**
 * A site's own domain on its card (issue 26): waiting for its DNS proof (the records to add and a Verify button),
 * verified, or expired. A bought domain has no claim and shows nothing here.
 */
export function SiteDomainStatus({ site }: { site: TSite }) {
  const queryClient = useQueryClient();
  const verify = useMutation({
    mutationFn: () => api('POST /api/sites/:id/domain/verify', { params: { id: site.id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKey('GET /api/sites/user') }),
  });
  const claim = site.domainClaim;
  if (!claim) return null;
  const name = site.businessInfo.businessName;

  return (
    <section className={styles.box} aria-label={`Domain of ${name}`}>
      <h4 className={styles.title}>
        {claim.domain}
        {claim.status === 'verified' ? (
          <Badge variant="success">Verified</Badge>
        ) : claim.status === 'expired' ? (
          <Badge variant="destructive">Verification expired</Badge>
        ) : (
          <Badge variant="warning">Waiting for DNS</Badge>
        )}
      </h4>
      {claim.status === 'verified' ? (
        <p>Verified as yours: your website answers on {claim.domain} once its A or CNAME record points here.</p>
      ) : claim.status === 'expired' ? (
        <p>
          The TXT record was not found within {DOMAIN_CLAIM_HOURS} hours. Publish again from the website builder with {claim.domain} to
          get a new code.
        </p>
      ) : (
        <>
          <p>
            Add these records at your domain provider, then press Verify. We also check by ourselves until{' '}
            {formatNzDateTime(claim.expiresAt)}.
          </p>
          <ul className={styles.records} aria-label={`DNS records for ${claim.domain}`}>
            {[claim.verification, ...claim.targets].map((record) => (
              <li key={`${record.type} ${record.name}`}>
                <dl className={styles.record} aria-label={`${record.type} record: ${RECORD_PURPOSE[record.type]}`}>
                  <dt>Type</dt>
                  <dd>{record.type}</dd>
                  <dt>Name</dt>
                  <dd>{record.name}</dd>
                  <dt>Value</dt>
                  <dd>{record.value}</dd>
                </dl>
              </li>
            ))}
          </ul>
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
