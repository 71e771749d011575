import { Link } from 'react-router';
import { Button } from '@agency/design-system/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@agency/design-system/card';
import { Page, PageSection } from '@agency/design-system/page';
import { useMetaDescription } from '@agency/design-system/page-title';
import { PricingPlans } from './pricing-plans';
import { usePricingPlans } from './pricing-plans-query';
import * as styles from './pricing-page.module.css';

/** Four service groups of three plans each, from the API's plan catalogue, then a card for anything bespoke. */
export function PricingPage() {
  const plans = usePricingPlans();
  useMetaDescription(
    'Pricing for websites, apps, AI consultation, content and hosting from Kea AI Studio. All prices in NZD including GST.',
  );
  return (
    <Page
      title="Pricing"
      heading="Simple, Transparent Pricing"
      lead="Plans for every stage of your business. All prices in NZD including GST; monthly unless noted."
    >
      <PricingPlans plans={plans.data} failed={plans.isError} onRetry={() => void plans.refetch()} />
      <PageSection id="contact-sales" heading="Need something bespoke?">
        <Card className={styles.salesCard}>
          <CardHeader>
            <CardTitle>Contact Sales</CardTitle>
            <CardDescription>
              Bundles, larger projects or something we haven't listed: talk to us about a custom package.
            </CardDescription>
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
