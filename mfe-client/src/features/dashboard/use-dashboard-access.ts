import { useEffect, useRef } from 'react';
import type { ShellPlatform } from '@agency/contracts/platform';

/** Spec: the sign-in redirect waits 500 ms so the visitor can read the toast. */
export const UNAUTHORIZED_REDIRECT_DELAY_MS = 500;

/**
 * A signed-out visitor gets the 'Unauthorized' toast and, after 500 ms, the
 * sign-in page (coming back to the dashboard).
 */
export function useDashboardAccess(platform: ShellPlatform): void {
  // The platform object may be re-created by the shell; read it through a ref so
  // the effect runs once per session change, not once per render.
  const platformRef = useRef(platform);
  platformRef.current = platform;
  // Strict Mode runs effects twice in development; one toast is enough.
  const toastShown = useRef(false);
  const status = platform.session.status;

  useEffect(() => {
    if (status !== 'signed-out') return;
    if (!toastShown.current) {
      toastShown.current = true;
      platformRef.current.toast({
        title: 'Unauthorized',
        description: 'You are logged out. Logging in again...',
        variant: 'destructive',
      });
    }
    const timer = window.setTimeout(() => platformRef.current.signIn('/dashboard'), UNAUTHORIZED_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [status]);
}
