import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { TDeployment, TSiteDomainChoice } from '@agency/contracts';
import { Button } from '@agency/design-system/button';
import { Card, CardContent, CardHeader, CardTitle } from '@agency/design-system/card';
import { Page } from '@agency/design-system/page';
import { usePlatform } from '@agency/design-system/platform-context';
import { DomainVerification } from './domain-verification';
import * as styles from './domain-setup-page.module.css';

const PROMISES = ['SSL Secured', 'Fast Loading', 'Mobile Ready'];

/** 'Your Website is Live!': shown once the server reports the deployment live. */
export function DeploymentLive({ deployment, domain, kind }: { deployment: TDeployment; domain: string; kind: TSiteDomainChoice['kind'] }) {
  const platform = usePlatform();
  const tracked = useRef(false);
  useEffect(() => {
    if (tracked.current) return;
    tracked.current = true;
    platform.track('website_deployment_completed', { version: deployment.version ?? 0, kind });
  }, [platform, deployment.version, kind]);

  // The site is served by this server at its own address; the domain answers once its DNS points here.
  const liveUrl = deployment.url ?? '/';
  // An existing domain waits for its DNS proof (issue 26); the server's spelling is lower-case.
  const existing = kind === 'existing';
  const shownDomain = existing ? domain.trim().toLowerCase() : (deployment.domain ?? domain);

  return (
    <Page title="Your Website is Live!" heading="Your Website is Live!" width="narrow" lead="Congratulations! Your website has been published.">
      <div className={styles.stack}>
        <Card>
          <CardContent className={styles.live}>
            {/* The server's spelling of the domain (lower-cased), not what was typed. */}
            <p className={styles.liveDomain}>{shownDomain}</p>
            <a className={styles.visit} href={liveUrl}>
              Visit Your Website
            </a>
            <ul className={styles.promises}>
              {PROMISES.map((promise) => (
                <li key={promise}>
                  <span aria-hidden="true">✓ </span>
                  {promise}
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
        {existing ? <DomainVerification siteId={deployment.siteId} /> : null}
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
                <li>Point your domain at your website with the DNS settings we send you.</li>
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
