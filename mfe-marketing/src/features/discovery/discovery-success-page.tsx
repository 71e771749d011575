import { Link } from 'react-router';
import { Button } from '@agency/design-system/button';
import { Page } from '@agency/design-system/page';
import { usePlatform } from '@agency/design-system/platform-context';
import { Spinner } from '@agency/design-system/spinner';
import { layout } from '@agency/design-system/layout';
import { useMetaDescription } from '@agency/design-system/page-title';

export function DiscoverySuccessPage() {
  useMetaDescription('Your Business Discovery Assessment is complete. Create an account to view your results.');
  const { session, signIn } = usePlatform();

  if (session.status === 'loading') {
    return (
      <Page title="Assessment Complete" heading="Assessment Complete!" width="narrow">
        <Spinner />
      </Page>
    );
  }

  if (session.status === 'signed-in') {
    return (
      <Page
        title="Assessment Complete"
        heading="Assessment Complete!"
        lead="Your assessment is saved to your account. We'll review it and be in touch."
        width="narrow"
      >
        <Button asChild>
          <Link to="/dashboard">Go to Dashboard</Link>
        </Button>
      </Page>
    );
  }

  return (
    <Page
      title="Assessment Complete"
      heading="Assessment Complete!"
      lead="Create an account to see your results and track our recommendations."
      width="narrow"
    >
      <div className={layout.row}>
        {/* Coming back here after sign-in links the saved discovery to the new account. */}
        <Button onClick={() => signIn('/discovery/success')}>Create Account &amp; View Results</Button>
        <Button asChild variant="ghost">
          <Link to="/">Return to Home</Link>
        </Button>
      </div>
    </Page>
  );
}
