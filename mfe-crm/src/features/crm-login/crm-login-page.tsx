import { Link } from 'react-router';
import { signInPath } from '@agency/contracts';
import { SUPPORT_EMAIL } from '@agency/design-system/brand';
import { Button } from '@agency/design-system/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@agency/design-system/card';
import { Page } from '@agency/design-system/page';
import { layout } from '@agency/design-system/layout';

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
