import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { api, apiKey } from '@agency/api-client';
import type { TDeployment, TSiteDomainChoice } from '@agency/contracts';
import { Button } from '@agency/design-system/button';
import { Card, CardContent, CardHeader, CardTitle } from '@agency/design-system/card';
import { Page } from '@agency/design-system/page';
import { usePlatform } from '@agency/design-system/platform-context';
import { DomainVerification, domainStepLeft } from './domain-verification';
import * as styles from './domain-setup-page.module.css';

/** The spec's notes; SSL is true on the domain only once it is connected, and says so until then (issue 35). */
const SSL_SECURED = 'SSL Secured';
const SSL_PENDING = 'SSL Secured once your domain is connected';
const PROMISES = ['Fast Loading', 'Mobile Ready'];

/** 'Your Website is Live!': shown once the server reports the deployment live. */
export function DeploymentLive({ deployment, domain, kind }: { deployment: TDeployment; domain: string; kind: TSiteDomainChoice['kind'] }) {
  const platform = usePlatform();
  const tracked = useRef(false);
  useEffect(() => {
    if (tracked.current) return;
    tracked.current = true;
    platform.track('website_deployment_completed', { version: deployment.version ?? 0, kind });
  }, [platform, deployment.version, kind]);

  const site = useQuery({
    queryKey: apiKey('GET /api/sites/:id', { params: { id: deployment.siteId } }),
    queryFn: () => api('GET /api/sites/:id', { params: { id: deployment.siteId } }),
  });
  // The site is served by this server at its own address; the domain answers once DNS proves it points here.
  const liveUrl = deployment.url ?? '/';
  const existing = kind === 'existing';
  // The server's spelling of the domain (lower-case), not what was typed.
  const shownDomain = domain.trim().toLowerCase();
  const connected = site.data?.domain === shownDomain;
  const stepLeft = domainStepLeft(site.data);

  return (
    <Page title="Your Website is Live!" heading="Your Website is Live!" width="narrow" lead="Congratulations! Your website has been published.">
      <div className={styles.stack}>
        <Card>
          <CardContent className={styles.live}>
            <p className={styles.liveDomain}>{shownDomain}</p>
            {connected ? null : <p className={styles.liveAddress}>Live now at its address on our server; {shownDomain} follows once it is connected.</p>}
            <a className={styles.visit} href={liveUrl}>
              Visit Your Website
            </a>
            <ul className={styles.promises}>
              {connected ? (
                <li>
                  <span aria-hidden="true">✓ </span>
                  {SSL_SECURED}
                </li>
              ) : (
                <li className={styles.pending}>
                  <span aria-hidden="true">○ </span>
                  {SSL_PENDING}
                  {stepLeft ? <span className={styles.sslStepLeft}>{stepLeft}.</span> : null}
                </li>
              )}
              {PROMISES.map((promise) => (
                <li key={promise}>
                  <span aria-hidden="true">✓ </span>
                  {promise}
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
        <DomainVerification siteId={deployment.siteId} />
        <Card>
          <CardHeader>
            <CardTitle as="h2">What&apos;s Next</CardTitle>
          </CardHeader>
          <CardContent>
            <ol className={styles.next}>
              <li>Check your e-mail for your invoice; payment is due within 7 days.</li>
              {existing ? (
                <li>Add the DNS records above at your domain provider and press Verify: {shownDomain} shows your website once it is verified.</li>
              ) : (
                <li>
                  We register {shownDomain} for you (it is on your invoice). Then its DNS records show above and in your dashboard, and{' '}
                  {shownDomain} shows your website once they are in place.
                </li>
              )}
              <li>Update your business details from your dashboard whenever they change, and publish again.</li>
              <li>Book a consultation to plan marketing, content and automation for your new site.</li>
            </ol>
          </CardContent>
        </Card>
        <div className={styles.actions}>
          <Button asChild size="lg">
            <Link to="/book-consultation" onClick={() => platform.track('consultation_booked_from_deployment', { version: deployment.version ?? 0 })}>
              Book Consultation
            </Link>
          </Button>
          <Button asChild variant="outline" size="lg">
            <Link to="/">Return to Homepage</Link>
          </Button>
        </div>
      </div>
    </Page>
  );
}
