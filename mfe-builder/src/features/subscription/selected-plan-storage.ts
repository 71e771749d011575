import { BUILDER_STORAGE_KEYS, readStoredJson, removeStored, writeStoredJson } from '../builder-storage/builder-storage';

/*
 * selectedSubscriptionPlan (spec part 2 §3): the plan a signed-out visitor chose, kept while they sign in so the page
 * comes back with it still chosen. Only the id is trusted on return: the plan is looked up again in the server's
 * list, so an edited or stale copy can never change a price.
 */

export function storeSelectedPlan(plan: object): void {
  writeStoredJson(BUILDER_STORAGE_KEYS.plan, plan);
}

export function readSelectedPlanId(): string | null {
  return readStoredJson(BUILDER_STORAGE_KEYS.plan, (value) =>
    value && typeof value === 'object' && 'id' in value && typeof value.id === 'string' ? value.id : null,
  );
}

/** Once subscribed, the choice has done its job. */
export function clearSelectedPlan(): void {
  removeStored(BUILDER_STORAGE_KEYS.plan);
}
