import { useEffect, useRef } from 'react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { api, apiKey } from '@agency/api-client';
import { CLIENT_AREA_LOGIN_REDIRECT_MS, CLIENT_AREA_TEXT } from '@agency/contracts';
import { usePlatform } from '@agency/design-system/platform-context';

/*
 * The signed-in client's three lists (spec part 2 §7): projects, companies and assessments. Home and dashboard read
 * the same cached queries, so a request made on the dashboard shows on the home page without another load.
 */

export function useProjects(enabled = true) {
  return useQuery({ queryKey: apiKey('GET /api/projects/user'), queryFn: () => api('GET /api/projects/user'), enabled });
}

export function useCompanies(enabled = true) {
  return useQuery({ queryKey: apiKey('GET /api/companies/user'), queryFn: () => api('GET /api/companies/user'), enabled });
}

export function useAssessments(enabled = true) {
  return useQuery({ queryKey: apiKey('GET /api/discovery/user'), queryFn: () => api('GET /api/discovery/user'), enabled });
}

/** Spec part 2 §8: an error that starts '401:' and contains 'Unauthorized' means the session is gone. */
export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof Error && error.message.startsWith('401:') && error.message.includes('Unauthorized');
}

/**
 * When any of the user list loads answers 401 (the session expired while the page was open), the same
 * 'Unauthorized' toast as a signed-out visit, then the sign-in page after 500 ms.
 */
export function useUnauthorizedRedirect(queries: ReadonlyArray<Pick<UseQueryResult, 'error'>>): void {
  const platform = usePlatform();
  const platformRef = useRef(platform);
  platformRef.current = platform;
  const handled = useRef(false);
  const unauthorized = queries.some((query) => isUnauthorizedError(query.error));

  useEffect(() => {
    if (!unauthorized || handled.current) return;
    handled.current = true;
    platformRef.current.toast({ ...CLIENT_AREA_TEXT.unauthorized, variant: 'destructive' });
    const timer = window.setTimeout(() => platformRef.current.signIn(), CLIENT_AREA_LOGIN_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [unauthorized]);
}
