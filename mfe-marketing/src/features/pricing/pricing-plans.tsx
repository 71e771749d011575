import { Link } from 'react-router';
import { ONLINE_PLAN_GROUP, PLAN_GROUP_IDS, PLAN_GROUPS, PLAN_PERIOD_LABEL, type TSubscriptionPlan } from '@agency/contracts';
import { Badge } from '@agency/design-system/badge';
import { Button } from '@agency/design-system/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@agency/design-system/card';
import { PageSection } from '@agency/design-system/page';
import { Spinner } from '@agency/design-system/spinner';
import * as styles from './pricing-page.module.css';

const priceFormat = new Intl.NumberFormat('en-NZ', { style: 'currency', currency: 'NZD', maximumFractionDigits: 0, useGrouping: false });

export interface PricingPlansProps {
  /** Undefined while loading. */
  plans: readonly TSubscriptionPlan[] | undefined;
  failed: boolean;
  onRetry(): void;
}

/**
 * The catalogue's groups, three plans each, as the pricing page shows them: each group's monthly (or hourly,
 * per-session, per-project) prices; the yearly website plans are the builder's choice. A request-time region
 * (contracts' request-time-regions.ts): the API renders it with the catalogue for each request (src/request-time.tsx),
 * so the prerendered page shows the current prices before its app starts.
 */
export function PricingPlans({ plans, failed, onRetry }: PricingPlansProps) {
  // The builder's hosting starts at the cheapest monthly hosting plan: the same row the builder sells.
  const hostingFrom = plans
    ?.filter((plan) => plan.group === ONLINE_PLAN_GROUP && plan.interval === 'monthly')
    .reduce<TSubscriptionPlan | undefined>((cheapest, plan) => (cheapest && cheapest.price <= plan.price ? cheapest : plan), undefined);
  return (
    <div data-request-time="pricing-plans">
      {plans ? (
        PLAN_GROUP_IDS.map((group) => {
          const shown = plans.filter((plan) => plan.group === group && plan.interval !== 'yearly');
          if (shown.length === 0) return null;
          const { title, description } = PLAN_GROUPS[group];
          return (
            <PageSection key={group} id={group} heading={title}>
              <p className={styles.groupLead}>{description}</p>
              <ul className={styles.plans} aria-label={`${title} plans`}>
                {shown.map((plan) => (
                  <li key={plan.id}>
                    <PlanCard plan={plan} groupTitle={title} hostingFrom={hostingFrom} />
                  </li>
                ))}
              </ul>
            </PageSection>
          );
        })
      ) : failed ? (
        <div className={styles.state} role="alert">
          <p>The plans could not be loaded. Please try again.</p>
          <Button variant="outline" onClick={onRetry}>
            Try Again
          </Button>
        </div>
      ) : (
        <div className={styles.state}>
          <Spinner label="Loading plans and prices..." />
        </div>
      )}
    </div>
  );
}

function PlanCard({ plan, groupTitle, hostingFrom }: { plan: TSubscriptionPlan; groupTitle: string; hostingFrom: TSubscriptionPlan | undefined }) {
  const headingId = `plan-${plan.slug}`;
  // Spec part 1 §9: the first web/app plan opens the website builder, the self-service way to a one-page site.
  const opensBuilder = plan.cta.href === '/website-builder';
  return (
    <Card className={[styles.plan, plan.popular ? styles.popular : undefined].filter(Boolean).join(' ')} role="group" aria-labelledby={headingId}>
      <CardHeader>
        <div className={styles.planTitleRow}>
          <CardTitle id={headingId}>{plan.name}</CardTitle>
          {plan.popular ? <Badge>Most Popular</Badge> : null}
        </div>
        <CardDescription>{plan.description}</CardDescription>
        <p className={styles.price}>
          <span className={styles.amount}>{priceFormat.format(plan.price)}</span>
          <span className={styles.period}>{PLAN_PERIOD_LABEL[plan.interval]}</span>
        </p>
      </CardHeader>
      <CardContent className={styles.planBody}>
        <ul className={styles.features}>
          {plan.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
        {opensBuilder && hostingFrom ? (
          <p className={styles.builderNote}>
            {`Prefer to do it yourself? Get Started opens our website builder: make a one-page website in minutes, with hosting from ${priceFormat.format(
              hostingFrom.price,
            )}${PLAN_PERIOD_LABEL[hostingFrom.interval]}.`}
          </p>
        ) : null}
      </CardContent>
      <CardFooter>
        <Button asChild variant={plan.popular ? 'default' : 'outline'} className={styles.cta}>
          <Link to={plan.cta.href} aria-label={`${plan.cta.text}: ${plan.name}, ${groupTitle}`}>
            {plan.cta.text}
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
