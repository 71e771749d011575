/*
 * The plan page's rules (spec part 2 §9 "Website builder"), kept apart from the screen so they read as the spec does.
 */

export type PlanInterval = 'monthly' | 'yearly';

/** The fields of a subscription plan these rules read (spec part 2 §3). */
export interface PlanLike {
  id: string;
  name: string;
  interval: PlanInterval;
  isActive: boolean;
}

/** Active plans of one interval, in the server's order. */
export function plansOfInterval<P extends PlanLike>(plans: readonly P[], interval: PlanInterval): P[] {
  return plans.filter((plan) => plan.isActive && plan.interval === interval);
}

/** 'Most Popular' goes to the first active plan of the shown interval whose name contains 'business'. */
export function mostPopularPlanId(plans: readonly PlanLike[], interval: PlanInterval): string | null {
  return plansOfInterval(plans, interval).find((plan) => plan.name.toLowerCase().includes('business'))?.id ?? null;
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
