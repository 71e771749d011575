import { createContext, useContext, type ReactNode } from 'react';
import type { ShellPlatform } from '@agency/contracts/platform';

/*
 * This module is shared as a singleton between the shell and every remote, so
 * this one context object carries the shell's platform into all of them.
 */
const PlatformContext = createContext<ShellPlatform | null>(null);
PlatformContext.displayName = 'PlatformContext';

export interface PlatformProviderProps {
  platform: ShellPlatform;
  children?: ReactNode;
}

export function PlatformProvider({ platform, children }: PlatformProviderProps) {
  return <PlatformContext.Provider value={platform}>{children}</PlatformContext.Provider>;
}

/** The shell's platform (session, sign-in/out, toast, track, widgets). Throws outside a PlatformProvider. */
export function usePlatform(): ShellPlatform {
  const platform = useContext(PlatformContext);
  if (!platform) {
    throw new Error('usePlatform() must be used inside <PlatformProvider>');
  }
  return platform;
}
