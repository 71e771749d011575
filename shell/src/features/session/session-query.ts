import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TSessionUser } from '@agency/contracts';
import type { PlatformSession } from '@agency/contracts/platform';
import { api, apiKey } from '@agency/api-client';

/** The signed-in user, or null: a 401 or any failure means signed out (spec, part 1 §4). */
export async function fetchSessionUser(): Promise<TSessionUser | null> {
  try {
    return await api('GET /api/auth/user');
  } catch {
    return null;
  }
}

/** Read once per page load and cached 5 minutes; never retried or refetched on focus or mount. */
export function useSession(): PlatformSession {
  const { data, isPending } = useQuery({
    queryKey: apiKey('GET /api/auth/user'),
    queryFn: fetchSessionUser,
    staleTime: 300_000,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnMount: false,
  });
  if (isPending) return { status: 'loading', user: null };
  return data ? { status: 'signed-in', user: data } : { status: 'signed-out', user: null };
}

export function useRefreshSession(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.refetchQueries({ queryKey: apiKey('GET /api/auth/user'), exact: true }), [queryClient]);
}
