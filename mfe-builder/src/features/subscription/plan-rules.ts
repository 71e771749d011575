import { WEBSITE_PLAN_GROUP, type TPlanInterval, type TSubscriptionInterval, type TSubscriptionPlan } from '@agency/contracts';

/*
 * The plan page's rules (spec part 2 §9 "Website builder"; issue 23), kept apart from the screen so they read as the
 * spec does. The plans are the catalogue's website group, the same plans and prices the pricing page shows.
 */

export type PlanInterval = TSubscriptionInterval;

/** The fields of a catalogue plan these rules read (spec part 2 §3). */
export interface PlanLike {
  id: string;
  name: string;
  group: TSubscriptionPlan['group'];
  interval: TPlanInterval;
  isActive: boolean;
  popular: boolean;
}

/** A website plan: billed monthly or yearly. */
export type WebsitePlan<P extends PlanLike = TSubscriptionPlan> = P & { interval: PlanInterval };

function isWebsitePlan<P extends PlanLike>(plan: P): plan is WebsitePlan<P> {
  return plan.group === WEBSITE_PLAN_GROUP && (plan.interval === 'monthly' || plan.interval === 'yearly');
}

/** The builder sells the catalogue's website plans (Basic, Professional, Enterprise); the other groups are not its. */
export function websitePlans<P extends PlanLike>(plans: readonly P[]): WebsitePlan<P>[] {
  return plans.filter(isWebsitePlan);
}

/** Active website plans of one interval, in the server's order. */
export function plansOfInterval<P extends PlanLike>(plans: readonly P[], interval: PlanInterval): WebsitePlan<P>[] {
  return websitePlans(plans).filter((plan) => plan.isActive && plan.interval === interval);
}

/** 'Most Popular' goes to the plan the catalogue marks popular for the shown interval (the pricing page's, too). */
export function mostPopularPlanId(plans: readonly PlanLike[], interval: PlanInterval): string | null {
  return plansOfInterval(plans, interval).find((plan) => plan.popular)?.id ?? null;
}

/** A plan with 'professional' in its name gets a star. */
export function hasStar(plan: Pick<PlanLike, 'name'>): boolean {
  return plan.name.toLowerCase().includes('professional');
}

const NZD = new Intl.NumberFormat('en-NZ', { style: 'currency', currency: 'NZD' });

/** '$29.00': prices are NZD including GST. */
export function formatPlanPrice(price: number | string): string {
  return NZD.format(Number(price));
}

export const INTERVAL_LABEL: Record<PlanInterval, string> = { monthly: 'Monthly', yearly: 'Yearly' };
export const PER_INTERVAL: Record<PlanInterval, string> = { monthly: '/month', yearly: '/year' };
