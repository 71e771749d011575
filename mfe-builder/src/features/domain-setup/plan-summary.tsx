import { useEffect, useId } from 'react';
import { Link } from 'react-router';
import type { TSubscriptionInterval } from '@agency/contracts';
import { Card, CardContent, CardHeader, CardTitle } from '@agency/design-system/card';
import { layout } from '@agency/design-system/layout';
import { useAccountPlan } from '../subscription/account-subscription';
import { INTERVAL_LABEL, PER_INTERVAL, formatPlanPrice, hostingPlans } from '../subscription/plan-rules';
import { readSelectedPlanId, storeSelectedPlan } from '../subscription/selected-plan-storage';
import { useSubscriptionPlans } from '../subscription/plans-query';
import * as styles from './domain-setup-page.module.css';

interface PlanLine {
  name: string;
  interval: TSubscriptionInterval;
  price: number;
}

function describe(plan: PlanLine): string {
  return `${plan.name} · ${INTERVAL_LABEL[plan.interval]} · ${formatPlanPrice(plan.price)}${PER_INTERVAL[plan.interval]}`;
}

/**
 * The plan this website goes live with, on the domain page (issue 22 items 9 and 12). The account's subscription is
 * the truth once there is one. Before that, the plan named by /domain-setup?plan={slug} (or the one chosen earlier in
 * this browser) is preselected: shown here and kept, so the plan page opens with it chosen.
 */
export function PlanSummary({ planSlug, subscribing }: { planSlug: string | null; subscribing: boolean }) {
  const account = useAccountPlan();
  const headingId = useId();
  const plans = useSubscriptionPlans(account.status === 'none' || subscribing);
  const storedId = readSelectedPlanId();
  const offered = hostingPlans(plans.data ?? []);
  const preselected =
    offered.find((plan) => plan.isActive && plan.slug === planSlug) ?? offered.find((plan) => plan.isActive && plan.id === storedId) ?? null;

  // The plan page reads this back: 'Choose Your Plan' opens with the preselected plan chosen.
  useEffect(() => {
    if (preselected && account.status === 'none' && !subscribing) storeSelectedPlan(preselected);
  }, [preselected, account.status, subscribing]);

  let body;
  if (account.status === 'subscribed') {
    body = (
      <>
        <p className={styles.planLine}>{describe(account.subscription.plan)}</p>
        <p className={layout.muted}>Subscribed: your website can be published. The invoice is sent by e-mail.</p>
      </>
    );
  } else if (subscribing) {
    body = (
      <p className={styles.planLine} aria-live="polite">
        {preselected ? `Subscribing to ${describe(preselected)}...` : 'Subscribing to your plan...'}
      </p>
    );
  } else if (account.status === 'unknown' || plans.isPending) {
    body = <p className={layout.muted}>Checking your plan...</p>;
  } else if (preselected) {
    body = (
      <>
        <p className={styles.planLine}>{describe(preselected)}</p>
        <p className={layout.muted}>Not subscribed yet: publishing needs a hosting plan.</p>
        <Link to="/subscription-payment" className={layout.backLink}>
          Subscribe to this plan
        </Link>
      </>
    );
  } else {
    body = (
      <>
        <p className={layout.muted}>No plan chosen yet: publishing needs a hosting plan.</p>
        <Link to="/subscription-payment" className={layout.backLink}>
          Choose Your Plan
        </Link>
      </>
    );
  }

  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader>
        <CardTitle as="h2" id={headingId}>
          Your Plan
        </CardTitle>
      </CardHeader>
      <CardContent className={styles.plan}>{body}</CardContent>
    </Card>
  );
}
