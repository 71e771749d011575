import { Link } from 'react-router';
import { signInPath } from '@agency/contracts';
import { SUPPORT_EMAIL } from '@agency/design-system/brand';
import { Button } from '@agency/design-system/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@agency/design-system/card';
import { Page } from '@agency/design-system/page';
import { layout } from '@agency/design-system/layout';
import { usePlatform } from '@agency/design-system/platform-context';

/**
 * The administrator card says what this visitor can do: sign in; go on to the CRM (an admin already signed in); or,
 * signed in with a client account, that the CRM is for the agency's team (the sign-in link would only lead a client
 * to Access Denied), with their dashboard and signing out as the ways on.
 */
function AdministratorCard() {
  const { session, signOut } = usePlatform();
  const user = session.status === 'signed-in' ? session.user : null;
  if (user?.role === 'admin') {
    return (
      <Card>
        <CardHeader>
          <CardTitle as="h2">Administrator sign-in</CardTitle>
          <CardDescription>{`You are signed in as ${user.email}.`}</CardDescription>
        </CardHeader>
        <CardContent />
        <CardFooter>
          <Button asChild size="lg">
            <Link to="/crm">Open the CRM</Link>
          </Button>
        </CardFooter>
      </Card>
    );
  }
  if (user) {
    return (
      <Card>
        <CardHeader>
          <CardTitle as="h2">Administrator sign-in</CardTitle>
          <CardDescription>
            {`You are signed in as ${user.email}, a client account. The CRM is for the agency's team: sign out first to sign in with an administrator account.`}
          </CardDescription>
        </CardHeader>
        <CardContent />
        <CardFooter className={layout.row}>
          <Button asChild size="lg">
            <Link to="/dashboard">Go to your dashboard</Link>
          </Button>
          <Button variant="outline" size="lg" onClick={signOut}>
            Sign out
          </Button>
        </CardFooter>
      </Card>
    );
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Administrator sign-in</CardTitle>
        <CardDescription>Sign in with your administrator account to open the CRM dashboard.</CardDescription>
      </CardHeader>
      <CardContent />
      <CardFooter>
        <Button asChild size="lg">
          <a href={signInPath('/crm')}>Secure Login</a>
        </Button>
      </CardFooter>
    </Card>
  );
}

/** /crm-login: the way into the CRM for staff, and into its sample-data mode for anyone. */
export function CrmLoginPage() {
  return (
    <Page
      title="CRM Access"
      heading="CRM Access"
      lead="Manage leads, appointments, assessments and users."
      width="narrow"
    >
      <div className={layout.stack}>
        <AdministratorCard />
        <Card>
          <CardHeader>
            <CardTitle as="h2">Try it out</CardTitle>
            <CardDescription>Explore the CRM with sample data. No sign-in needed.</CardDescription>
          </CardHeader>
          <CardContent />
          <CardFooter>
            <Button asChild variant="outline" size="lg">
              <Link to="/admin-test">Test Mode</Link>
            </Button>
          </CardFooter>
        </Card>
        <p className={layout.muted}>
          Need access? Contact <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
        </p>
      </div>
    </Page>
  );
}
