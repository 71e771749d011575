import { Link } from 'react-router';
import { Button } from '@agency/design-system/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@agency/design-system/card';
import { Page, PageSection } from '@agency/design-system/page';
import * as layout from '../layout/content.module.css';

/** Four service groups of three plans each come later; the frame shows the groups and the sales card. */
const SERVICE_GROUPS = ['Website & App Development', 'AI Automation', 'Content Creation', 'Digital Marketing'];

export function PricingPage() {
  return (
    <Page
      title="Pricing"
      heading="Simple, Transparent Pricing"
      lead="Plans for every stage of your business. All prices in NZD including GST."
    >
      {SERVICE_GROUPS.map((group) => (
        <PageSection key={group} heading={group}>
          <p className={layout.muted}>Plans coming soon.</p>
        </PageSection>
      ))}
      <PageSection heading="Need something bespoke?">
        <Card>
          <CardHeader>
            <CardTitle>Contact Sales</CardTitle>
            <CardDescription>Talk to us about a custom package for your business.</CardDescription>
          </CardHeader>
          <CardContent />
          <CardFooter>
            <Button asChild>
              <Link to="/#contact">Contact Sales</Link>
            </Button>
          </CardFooter>
        </Card>
      </PageSection>
    </Page>
  );
}
