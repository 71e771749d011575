import { useQuery } from '@tanstack/react-query';
import type { TRemotesConfig } from '@agency/contracts';
import { responseError } from '@agency/api-client';
import { registerRemoteEntries } from './remote-registry';

export const REMOTES_CONFIG_URL = '/remotes.json';

/**
 * Development builds check the file against ZRemotesConfig. Production trusts
 * it: the server writes it from configuration it has already validated with
 * the same schema, and zod would add about 27 KB gzipped to every first visit.
 */
async function checkedInDevelopment(json: unknown): Promise<TRemotesConfig> {
  if (process.env.NODE_ENV !== 'production') {
    const { ZRemotesConfig } = await import('@agency/contracts');
    return ZRemotesConfig.parse(json);
  }
  return json as TRemotesConfig;
}

/**
 * Reads the runtime config the server writes (which remote lives where, and
 * which routes it owns) and registers the remotes with the federation runtime.
 * The shell's build holds no remote URL, so a remote is redeployed by changing
 * this file's source, never by rebuilding the shell.
 */
async function loadRemotesConfig(): Promise<TRemotesConfig> {
  const response = await fetch(REMOTES_CONFIG_URL, { headers: { Accept: 'application/json' } });
  if (!response.ok) {
    throw await responseError(response);
  }
  const config = await checkedInDevelopment(await response.json());
  registerRemoteEntries(config.remotes);
  return config;
}

export const remotesConfigQuery = {
  queryKey: [REMOTES_CONFIG_URL],
  queryFn: loadRemotesConfig,
  staleTime: Number.POSITIVE_INFINITY,
  // Without this file no page can render: retry a flaky network with back-off.
  retry: 3,
  retryDelay: (attempt: number) => Math.min(500 * 2 ** attempt, 4000),
};

export function useRemotesConfig() {
  return useQuery(remotesConfigQuery);
}
