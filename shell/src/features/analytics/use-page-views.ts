import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { track } from './analytics-queue';

/** The spec sends an analytics event for every page view, client-side navigations included. */
export function usePageViews(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    track('page_view', { path: pathname });
  }, [pathname]);
}
