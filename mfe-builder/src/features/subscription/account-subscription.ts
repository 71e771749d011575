import { useQuery } from '@tanstack/react-query';
import { api, apiKey } from '@agency/api-client';
import type { TSubscriptionWithInvoices } from '@agency/contracts';
import { usePlatform } from '@agency/design-system/platform-context';

export type AccountPlan =
  | { status: 'unknown' }
  | { status: 'none' }
  | { status: 'subscribed'; subscription: TSubscriptionWithInvoices };

/**
 * Whether the account already has a website plan (a subscription not cancelled: publishing needs one), so each step
 * can send the person to the step that is really next (issue 22 item 12). Signed out there is none; 'unknown' while
 * the session or the list is still loading.
 */
export function useAccountPlan(): AccountPlan {
  const { session } = usePlatform();
  const signedIn = session.status === 'signed-in';
  const subscriptions = useQuery({
    // Signing in or out is a page load (/api/login, /api/logout), so one account's list never serves another's.
    queryKey: apiKey('GET /api/subscriptions/user'),
    queryFn: () => api('GET /api/subscriptions/user'),
    enabled: signedIn,
  });
  if (session.status === 'loading') return { status: 'unknown' };
  if (!signedIn) return { status: 'none' };
  if (subscriptions.isPending) return { status: 'unknown' };
  // A list that cannot be read counts as none: the plan step then says what it knows, and the deploy is the server's call.
  const current = subscriptions.data?.find((subscription) => subscription.status !== 'cancelled');
  return current ? { status: 'subscribed', subscription: current } : { status: 'none' };
}
