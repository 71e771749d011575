import { useEffect, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { api, apiKey } from '@agency/api-client';
import {
  AGENCY_STATS,
  formatNzDateInWords,
  HOSTING_UPTIME,
  SUBSCRIPTION_MESSAGES,
  SUPPORT_HOURS,
  YEARLY_DISCOUNT_PERCENT,
} from '@agency/contracts';
import { Badge } from '@agency/design-system/badge';
import { Button } from '@agency/design-system/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@agency/design-system/card';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@agency/design-system/dialog';
import { Page } from '@agency/design-system/page';
import { usePlatform } from '@agency/design-system/platform-context';
import { Spinner } from '@agency/design-system/spinner';
import type { DeployAfterPlan } from '../domain-setup/domain-setup-page';
import { readSiteDraft } from '../domain-setup/saved-site-draft';
import { useAccountPlan } from './account-subscription';
import { useSubscriptionPlans } from './plans-query';
import {
  INTERVAL_LABEL,
  PER_INTERVAL,
  formatPlanPrice,
  hasStar,
  mostPopularPlanId,
  hostingPlans,
  plansOfInterval,
  type HostingPlan,
  type PlanInterval,
} from './plan-rules';
import { clearSelectedPlan, readSelectedPlanId, storeSelectedPlan } from './selected-plan-storage';
import { SUBSCRIBE_MUTATION_KEY } from './subscribe-mutation';
import * as styles from './subscription-payment-page.module.css';

// Spec part 2 §2's six notes, each claim stated as the agency's facts have it (issue 23: no round-the-clock support,
// no client count but the real one). 'Cancel Anytime' is a link to where cancelling is: the dashboard's Websites tab.
const [, clients] = AGENCY_STATS;
const CANCEL_NOTE = 'Cancel Anytime';
const CANCEL_HREF = '/dashboard?tab=websites';
const TRUST_NOTES = [
  'Secure Payment',
  CANCEL_NOTE,
  'Expert Support',
  `Trusted by ${clients.value} happy clients`,
  `${HOSTING_UPTIME} uptime`,
  `Support ${SUPPORT_HOURS}`,
];

/** Plan choice (spec part 2 §2 "Subscription payment", §4, §9), subscribing signed in or after signing in. */
export function SubscriptionPaymentPage() {
  const platform = usePlatform();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const accountPlan = useAccountPlan();
  const plans = useSubscriptionPlans();
  const [interval, setShownInterval] = useState<PlanInterval>('monthly');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  // The change of plan waiting for the owner's yes (an account that already has a plan).
  const [confirming, setConfirming] = useState(false);

  // Coming back from sign-in: the plan chosen before is chosen again (looked up in the server's list by id).
  useEffect(() => {
    if (!plans.data) return;
    const storedId = readSelectedPlanId();
    const stored = hostingPlans(plans.data).find((plan) => plan.id === storedId && plan.isActive);
    if (stored) {
      setShownInterval(stored.interval);
      setSelectedId(stored.id);
    }
  }, [plans.data]);

  const subscribe = useMutation({
    mutationKey: SUBSCRIBE_MUTATION_KEY,
    mutationFn: (plan: HostingPlan) => {
      const draft = readSiteDraft();
      // The draft's id goes with it: the site saved here is the one the domain page publishes, never a second copy.
      return api('POST /api/subscriptions', { body: draft ? { planId: plan.id, ...draft } : { planId: plan.id } });
    },
    onSuccess: (answer) => {
      if (answer.outcome === 'created') {
        platform.toast({ title: SUBSCRIPTION_MESSAGES.created, variant: 'success' });
      } else if (answer.outcome === 'changed' && answer.subscription.nextPlan) {
        const next = answer.subscription.nextPlan;
        platform.toast({
          title: 'Plan Changed',
          description: `${next.name} at ${formatPlanPrice(next.price)}${PER_INTERVAL[next.interval]} from ${formatNzDateInWords(answer.appliesAt)}.`,
          variant: 'success',
        });
      } else {
        platform.toast({ title: 'Plan Unchanged', description: `You keep the ${answer.subscription.plan.name} plan.`, variant: 'success' });
      }
      clearSelectedPlan();
    },
    // The preview and the domain page read the account's plan: they must see this one (or its absence) at once.
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKey('GET /api/subscriptions/user') }),
    onError: () =>
      platform.toast({ title: SUBSCRIPTION_MESSAGES.failedTitle, description: SUBSCRIPTION_MESSAGES.failedBody, variant: 'destructive' }),
  });

  const shown = plansOfInterval(plans.data ?? [], interval);
  const popularId = mostPopularPlanId(plans.data ?? [], interval);
  const selected = hostingPlans(plans.data ?? []).find((plan) => plan.id === selectedId) ?? null;
  const current = accountPlan.status === 'subscribed' ? accountPlan.subscription : null;
  // One plan per site: with a plan already, another choice is a change from the end of the paid period, asked first.
  const isChange = current !== null && selected !== null && selected.id !== current.plan.id;

  const choose = (plan: HostingPlan) => {
    setSelectedId(plan.id);
    platform.track('subscription_plan_selected', { plan: plan.slug, interval: plan.interval });
  };

  const onSubscribe = () => {
    if (!selected) return;
    platform.track('subscription_checkout_started', { plan: selected.slug, signedIn: platform.session.status === 'signed-in' });
    if (platform.session.status !== 'signed-in') {
      storeSelectedPlan(selected);
      platform.signIn('/subscription-payment');
      return;
    }
    if (isChange) {
      setConfirming(true);
      return;
    }
    go(selected);
  };

  // Spec part 2 §4: the browser moves on at once; the outcome arrives as a toast on the next page. A new plan deploys
  // there: at once when a domain is already chosen for this draft, else that page names the one step left.
  const go = (plan: HostingPlan) => {
    const change = isChange;
    subscribe.mutate(plan);
    const state: DeployAfterPlan | null = change ? null : { deployAfterPlan: true };
    void navigate(`/domain-setup?plan=${encodeURIComponent(plan.slug)}`, { state });
  };

  return (
    <Page
      title="Choose Your Website Plan"
      heading="Choose Your Website Plan"
      lead="Hosting for the one-page website you just built, with support from our team. Prices in NZD including GST."
      width="wide"
    >
      <div className={styles.toggle} role="group" aria-label="Billing interval">
        {(['monthly', 'yearly'] as const).map((option) => (
          <button
            key={option}
            type="button"
            className={styles.toggleButton}
            aria-pressed={interval === option}
            onClick={() => setShownInterval(option)}
          >
            {INTERVAL_LABEL[option]}
            {option === 'yearly' ? <Badge variant="success">{`Save ${YEARLY_DISCOUNT_PERCENT}%`}</Badge> : null}
          </button>
        ))}
      </div>
      {interval === 'yearly' ? (
        <p className={styles.yearlyNote}>{`Billed once a year: twelve months less ${YEARLY_DISCOUNT_PERCENT}%.`}</p>
      ) : null}

      {accountPlan.status === 'subscribed' && !subscribe.isPending ? (
        <div className={styles.current} role="note" aria-label="Your plan">
          <p>
            You already have the <strong>{accountPlan.subscription.plan.name}</strong> plan (
            {INTERVAL_LABEL[accountPlan.subscription.plan.interval]}): your website can be published now. Choosing another
            plan changes it from {formatNzDateInWords(accountPlan.subscription.currentPeriodEnd)}, the end of the period you have been
            invoiced for.
          </p>
          <Link className={styles.currentLink} to={`/domain-setup?plan=${encodeURIComponent(accountPlan.subscription.plan.slug)}`}>
            Continue to Domain Setup
          </Link>
        </div>
      ) : null}

      {plans.isPending ? (
        <Spinner label="Loading subscription plans..." />
      ) : plans.isError ? (
        <p role="alert">The plans could not be loaded. Please refresh the page to try again.</p>
      ) : (
        <ul className={styles.plans} aria-label={`${INTERVAL_LABEL[interval]} plans`}>
          {shown.map((plan) => {
            const isSelected = plan.id === selectedId;
            return (
              <li key={plan.id}>
                <Card className={[styles.plan, isSelected ? styles.selectedPlan : undefined].filter(Boolean).join(' ')}>
                  <CardHeader>
                    {plan.id === popularId ? <Badge className={styles.popular}>Most Popular</Badge> : null}
                    <div className={styles.planName}>
                      <CardTitle as="h2" id={`plan-${plan.id}`}>
                        {plan.name}
                      </CardTitle>
                      {hasStar(plan) ? (
                        <span className={styles.star} role="img" aria-label="Star plan">
                          ★
                        </span>
                      ) : null}
                    </div>
                    <CardDescription>{plan.description}</CardDescription>
                  </CardHeader>
                  <CardContent>
                    <p className={styles.price}>
                      {formatPlanPrice(plan.price)}
                      <span className={styles.per}>{PER_INTERVAL[plan.interval]}</span>
                    </p>
                    <ul className={styles.features}>
                      {plan.features.map((feature) => (
                        <li key={feature}>
                          <span aria-hidden="true">✓ </span>
                          {feature}
                        </li>
                      ))}
                    </ul>
                  </CardContent>
                  <CardFooter>
                    <Button
                      type="button"
                      className={styles.choose}
                      variant={isSelected ? 'default' : 'outline'}
                      aria-pressed={isSelected}
                      aria-describedby={`plan-${plan.id}`}
                      onClick={() => choose(plan)}
                    >
                      {isSelected ? 'Selected' : 'Select Plan'}
                    </Button>
                  </CardFooter>
                </Card>
              </li>
            );
          })}
        </ul>
      )}

      <section className={styles.summary} aria-labelledby="plan-summary-heading">
        <h2 id="plan-summary-heading" className={styles.summaryHeading}>
          Order Summary
        </h2>
        {selected ? (
          <dl className={styles.facts}>
            <dt>Plan</dt>
            <dd>{selected.name}</dd>
            <dt>Billing</dt>
            <dd>{INTERVAL_LABEL[selected.interval]}</dd>
            <dt>Total (NZD incl. GST)</dt>
            <dd>
              {formatPlanPrice(selected.price)}
              {PER_INTERVAL[selected.interval]}
            </dd>
          </dl>
        ) : (
          <p className={styles.muted}>Select a plan to continue.</p>
        )}
        <p className={styles.muted}>You are invoiced by e-mail; payment is due within 7 days.</p>
        {isChange && current ? (
          <p className={styles.muted}>{`A change of plan: ${selected.name} from ${formatNzDateInWords(current.currentPeriodEnd)}.`}</p>
        ) : null}
        <Button
          type="button"
          size="lg"
          disabled={!selected || subscribe.isPending || platform.session.status === 'loading'}
          onClick={onSubscribe}
        >
          {subscribe.isPending ? 'Processing...' : 'Subscribe & Deploy Website'}
        </Button>
      </section>

      <ul className={styles.trust} aria-label="Why choose us">
        {TRUST_NOTES.map((note) => (
          <li key={note}>
            {/* A full page load: the dashboard is another app. */}
            {note === CANCEL_NOTE ? <a href={CANCEL_HREF}>{note}</a> : note}
          </li>
        ))}
      </ul>

      <Dialog open={confirming && isChange} onOpenChange={setConfirming}>
        {current && selected ? (
          <DialogContent size="sm">
            <DialogHeader>
              <DialogTitle>Change your plan?</DialogTitle>
              <DialogDescription>
                {`Your ${current.plan.name} plan (${formatPlanPrice(current.plan.price)}${PER_INTERVAL[current.plan.interval]}) stays until ${formatNzDateInWords(
                  current.currentPeriodEnd,
                )}. From then your plan is ${selected.name} at ${formatPlanPrice(selected.price)}${PER_INTERVAL[selected.interval]}, and your next invoice is at that price.`}
              </DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setConfirming(false)}>
                Keep Current Plan
              </Button>
              <Button
                type="button"
                onClick={() => {
                  setConfirming(false);
                  go(selected);
                }}
              >
                Change Plan
              </Button>
            </DialogFooter>
          </DialogContent>
        ) : null}
      </Dialog>
    </Page>
  );
}
