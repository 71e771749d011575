import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiErrorMessage, apiKey } from '@agency/api-client';
import { formatNzDateInWords, type TSubscriptionWithInvoices } from '@agency/contracts';
import { Button } from '@agency/design-system/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@agency/design-system/dialog';
import { layout } from '@agency/design-system/layout';
import { usePlatform } from '@agency/design-system/platform-context';
import { MONEY, perInterval } from './money';
import * as styles from './websites-tab.module.css';

/*
 * The owner's plan rules on the dashboard (api/src/subscriptions/README.md 'One plan per site'): a change of plan and
 * a cancellation both take effect at the end of the period already invoiced (currentPeriodEnd), and each is confirmed
 * with that date first. A change names the new price, which the next invoice charges. Choosing the current plan
 * again keeps it: a waiting change or cancellation is withdrawn.
 */

type Subscription = TSubscriptionWithInvoices;

const price = (plan: { price: number; interval: 'monthly' | 'yearly' }) => `${MONEY.format(plan.price)}${perInterval(plan.interval)}`;

/** What the plan does next, in one sentence. */
export function planOutlook(subscription: Subscription): string {
  const date = formatNzDateInWords(subscription.currentPeriodEnd);
  if (subscription.status === 'cancelled') return 'This plan has ended.';
  if (subscription.cancelAt) return `Cancelled: your plan ends on ${formatNzDateInWords(subscription.cancelAt)}. After that date your website is paused and no more invoices are sent.`;
  if (subscription.nextPlan) return `Changes to ${subscription.nextPlan.name} (${price(subscription.nextPlan)}) on ${date}: the next invoice is at that price.`;
  return `Renews on ${date}: the next invoice is ${price(subscription.plan)}.`;
}

function useHostingPlans(enabled: boolean) {
  return useQuery({ queryKey: apiKey('GET /api/subscription-plans'), queryFn: () => api('GET /api/subscription-plans'), enabled });
}

/** Change plan, Cancel plan (or Keep my plan once cancelled), each confirmed in a dialog with the date it applies. */
export function PlanActions({ subscription }: { subscription: Subscription }) {
  const platform = usePlatform();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<'change' | 'cancel' | null>(null);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const plans = useHostingPlans(dialog === 'change');
  const title = `${subscription.plan.name} plan (${subscription.plan.interval})`;
  const endsOn = formatNzDateInWords(subscription.currentPeriodEnd);

  const refresh = () => queryClient.invalidateQueries({ queryKey: apiKey('GET /api/subscriptions/user') });
  const failed = (error: unknown) =>
    platform.toast({ title: 'Your plan was not changed', description: apiErrorMessage(error, 'Please try again.'), variant: 'destructive' });

  const change = useMutation({
    mutationFn: (planId: string) => api('POST /api/subscriptions/:id/plan', { params: { id: subscription.id }, body: { planId } }),
    onSuccess: (answer) => {
      setDialog(null);
      platform.toast(
        answer.nextPlan
          ? { title: 'Plan Changed', description: `${answer.nextPlan.name} at ${price(answer.nextPlan)} from ${endsOn}.`, variant: 'success' }
          : { title: 'Plan Kept', description: `You keep the ${answer.plan.name} plan.`, variant: 'success' },
      );
    },
    onError: failed,
    onSettled: refresh,
  });
  const cancel = useMutation({
    mutationFn: () => api('POST /api/subscriptions/:id/cancel', { params: { id: subscription.id } }),
    onSuccess: (answer) => {
      setDialog(null);
      platform.toast({
        title: 'Plan Cancelled',
        description: `Your plan ends on ${formatNzDateInWords(answer.cancelAt ?? answer.currentPeriodEnd)}. We have sent you an e-mail.`,
        variant: 'success',
      });
    },
    onError: failed,
    onSettled: refresh,
  });

  if (subscription.status === 'cancelled') return null;
  const chosen = plans.data?.find((plan) => plan.id === chosenId) ?? null;
  const busy = change.isPending || cancel.isPending;

  return (
    <div className={styles.actions}>
      <Button
        variant="outline"
        size="sm"
        aria-haspopup="dialog"
        aria-label={`Change plan: ${title}`}
        onClick={() => {
          setChosenId(null);
          setDialog('change');
        }}
      >
        Change plan
      </Button>
      {subscription.cancelAt ? (
        <Button size="sm" aria-label={`Keep my plan: ${title}`} disabled={busy} onClick={() => change.mutate(subscription.plan.id)}>
          Keep my plan
        </Button>
      ) : (
        <Button variant="outline" size="sm" aria-haspopup="dialog" aria-label={`Cancel plan: ${title}`} onClick={() => setDialog('cancel')}>
          Cancel plan
        </Button>
      )}

      <Dialog open={dialog === 'change'} onOpenChange={(open) => setDialog(open ? 'change' : null)}>
        <DialogContent size="md">
          <DialogHeader>
            <DialogTitle>Change your plan</DialogTitle>
            <DialogDescription>{`Your ${subscription.plan.name} plan (${price(subscription.plan)}) stays until ${endsOn}. The plan you choose starts then, and your next invoice is at its price.`}</DialogDescription>
          </DialogHeader>
          {plans.isPending ? (
            <p className={layout.muted}>Loading plans...</p>
          ) : plans.isError ? (
            <p role="alert">The plans could not be loaded. Please try again.</p>
          ) : (
            <ul className={styles.planChoices} aria-label="Hosting plans">
              {plans.data.map((plan) => {
                const current = plan.id === subscription.plan.id;
                return (
                  <li key={plan.id}>
                    <button
                      type="button"
                      className={styles.planChoice}
                      aria-pressed={plan.id === chosenId}
                      onClick={() => setChosenId(plan.id)}
                    >
                      <span className={styles.planChoiceName}>{`${plan.name}, ${plan.interval}`}</span>
                      <span>{price(plan)}</span>
                      {current ? <span className={layout.muted}>Your plan</span> : null}
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
          {chosen && chosen.id !== subscription.plan.id ? (
            <p role="status">{`From ${endsOn}: ${chosen.name} at ${price(chosen)}. Your next invoice is ${MONEY.format(chosen.price)}.`}</p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setDialog(null)}>
              Keep Current Plan
            </Button>
            <Button type="button" disabled={!chosen || chosen.id === subscription.plan.id || busy} onClick={() => chosen && change.mutate(chosen.id)}>
              {change.isPending ? 'Changing...' : 'Confirm Change'}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>

      <Dialog open={dialog === 'cancel'} onOpenChange={(open) => setDialog(open ? 'cancel' : null)}>
        <DialogContent size="sm">
          <DialogHeader>
            <DialogTitle>Cancel your plan?</DialogTitle>
            <DialogDescription>{`Your ${subscription.plan.name} plan ends on ${endsOn}, the end of the period you have been invoiced for. Your website stays live until then; after that it is paused and no more invoices are sent. We will e-mail you this date.`}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setDialog(null)}>
              Keep My Plan
            </Button>
            <Button type="button" variant="destructive" disabled={busy} onClick={() => cancel.mutate()}>
              {cancel.isPending ? 'Cancelling...' : 'Cancel Plan'}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
