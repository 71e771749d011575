import { Link, Navigate } from 'react-router';
import { SUPPORT_EMAIL } from '@agency/design-system/brand';
import { Button } from '@agency/design-system/button';
import { Card, CardDescription, CardHeader } from '@agency/design-system/card';
import { Page, PageSection } from '@agency/design-system/page';
import { usePlatform } from '@agency/design-system/platform-context';
import { Spinner } from '@agency/design-system/spinner';
import { layout } from '@agency/design-system/layout';

const COUNTERS = ['Active Projects', 'Total Projects', 'Companies', 'Assessments'];

/** Home for signed-in clients; the shell shows the marketing home to everyone else. */
export function ClientHomePage() {
  const { session, widgets } = usePlatform();

  if (session.status === 'loading') {
    return (
      <Page title="Welcome" heading="Welcome" width="default">
        <Spinner />
      </Page>
    );
  }
  if (session.status === 'signed-out' || !session.user) {
    return null;
  }
  // Admins work in the CRM; replace so Back does not bounce them here again.
  if (session.user.role === 'admin') {
    return <Navigate to="/crm" replace />;
  }

  const name = session.user.firstName || session.user.email;
  return (
    <Page title="Welcome" heading={`Welcome back, ${name}!`} lead="Here's what's happening with your projects.">
      <div className={layout.grid}>
        {COUNTERS.map((label) => (
          <Card key={label}>
            <CardHeader>
              <p className={layout.stat}>0</p>
              <CardDescription>{label}</CardDescription>
            </CardHeader>
          </Card>
        ))}
      </div>

      <PageSection heading="Recent Projects">
        <p className={layout.muted}>No projects yet.</p>
      </PageSection>

      <PageSection heading="Quick Actions">
        <div className={layout.row}>
          <Button asChild>
            <Link to="/#contact">Start a New Project</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/dashboard">View Dashboard</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/book-consultation">Book Consultation</Link>
          </Button>
          <Button asChild variant="outline">
            <a href={`mailto:${SUPPORT_EMAIL}`}>Get Support</a>
          </Button>
        </div>
      </PageSection>

      <PageSection heading="Your Assessments">
        <p className={layout.muted}>No assessments yet.</p>
      </PageSection>

      <widgets.InlineFeedbackPrompt context="client-home" variant="section" question="How are we doing?" />
    </Page>
  );
}
