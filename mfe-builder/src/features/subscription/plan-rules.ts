import { ONLINE_PLAN_GROUP, type TPlanInterval, type TSubscriptionInterval, type TSubscriptionPlan } from '@agency/contracts';

/*
 * The plan page's rules (spec part 2 §9 "Website builder"; issue 23), kept apart from the screen so they read as the
 * spec does. The plans are the catalogue's hosting group (spec part 2 §1: the builder's visitor chooses a hosting plan),
 * the same plans and prices the pricing page shows under 'Hosting & Email'.
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

/** A hosting plan: billed monthly or yearly. */
export type HostingPlan<P extends PlanLike = TSubscriptionPlan> = P & { interval: PlanInterval };

function isHostingPlan<P extends PlanLike>(plan: P): plan is HostingPlan<P> {
  return plan.group === ONLINE_PLAN_GROUP && (plan.interval === 'monthly' || plan.interval === 'yearly');
}

/** The builder sells the catalogue's hosting plans (Starter, Business, Enterprise); the other groups start with a conversation. */
export function hostingPlans<P extends PlanLike>(plans: readonly P[]): HostingPlan<P>[] {
  return plans.filter(isHostingPlan);
}

/** Active hosting plans of one interval, in the server's order. */
export function plansOfInterval<P extends PlanLike>(plans: readonly P[], interval: PlanInterval): HostingPlan<P>[] {
  return hostingPlans(plans).filter((plan) => plan.isActive && plan.interval === interval);
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

/** '$29.00', '$278.40': prices are NZD including GST, to the cent (a yearly price has cents). */
export function formatPlanPrice(price: number | string): string {
  return NZD.format(Number(price));
}

export const INTERVAL_LABEL: Record<PlanInterval, string> = { monthly: 'Monthly', yearly: 'Yearly' };
export const PER_INTERVAL: Record<PlanInterval, string> = { monthly: '/month', yearly: '/year' };
