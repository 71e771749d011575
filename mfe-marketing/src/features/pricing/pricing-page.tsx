import { Link } from 'react-router';
import { Badge } from '@agency/design-system/badge';
import { Button } from '@agency/design-system/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@agency/design-system/card';
import { Page, PageSection } from '@agency/design-system/page';
import { useMetaDescription } from '@agency/design-system/page-title';
import { PRICING_GROUPS, periodLabel, planCtaText, planHref, type PricingPlan } from './pricing-plans.data';
import * as styles from './pricing-page.module.css';

const priceFormat = new Intl.NumberFormat('en-NZ', { style: 'currency', currency: 'NZD', maximumFractionDigits: 0, useGrouping: false });

/** Four service groups of three plans each, then a card for anything bespoke. */
export function PricingPage() {
  useMetaDescription(
    'Pricing for websites, apps, AI consultation, content and hosting from Kea AI Studio. All prices in NZD including GST.',
  );
  return (
    <Page
      title="Pricing"
      heading="Simple, Transparent Pricing"
      lead="Plans for every stage of your business. All prices in NZD including GST; monthly unless noted."
    >
      {PRICING_GROUPS.map((group) => (
        <PageSection key={group.id} id={group.id} heading={group.title}>
          <p className={styles.groupLead}>{group.description}</p>
          <ul className={styles.plans} aria-label={`${group.title} plans`}>
            {group.plans.map((plan) => (
              <li key={plan.name}>
                <PlanCard plan={plan} groupTitle={group.title} />
              </li>
            ))}
          </ul>
        </PageSection>
      ))}
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

function PlanCard({ plan, groupTitle }: { plan: PricingPlan; groupTitle: string }) {
  const headingId = `plan-${groupTitle}-${plan.name}`.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return (
    <Card
      className={[styles.plan, plan.popular ? styles.popular : undefined].filter(Boolean).join(' ')}
      role="group"
      aria-labelledby={headingId}
    >
      <CardHeader>
        <div className={styles.planTitleRow}>
          <CardTitle id={headingId}>{plan.name}</CardTitle>
          {plan.popular ? <Badge>Most Popular</Badge> : null}
        </div>
        <CardDescription>{plan.description}</CardDescription>
        <p className={styles.price}>
          <span className={styles.amount}>{priceFormat.format(plan.price)}</span>
          <span className={styles.period}>{periodLabel(plan)}</span>
        </p>
      </CardHeader>
      <CardContent className={styles.planBody}>
        <ul className={styles.features}>
          {plan.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      </CardContent>
      <CardFooter>
        <Button asChild variant={plan.popular ? 'default' : 'outline'} className={styles.cta}>
          <Link to={planHref(plan)} aria-label={`${planCtaText(plan)}: ${plan.name}, ${groupTitle}`}>
            {planCtaText(plan)}
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
