import { useState } from 'react';
import { useIsMutating, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiErrorMessage } from '@agency/api-client';
import { SITES_MESSAGES, type TDeployment, type TSiteDomainChoice } from '@agency/contracts';
import { SUBSCRIBE_MUTATION_KEY } from '../subscription/subscribe-mutation';
import { readSiteDraft } from './saved-site-draft';

/** How often the page asks for the deployment's state while the server works on it. */
const POLL_MS = 500;

export const NO_SITE_MESSAGE = 'We could not find your website details. Please set up your website first.';

/**
 * Publishing from the domain page (issue 11): find the account's site (the one the subscription just saved, newest
 * first) or create it from this browser's draft, start the deploy, then follow the server's deployment until it is
 * live or failed. The states shown are the server's own, not a timer.
 */
export function useDeploySite() {
  const queryClient = useQueryClient();
  // The plan page moves here before its subscribe call answers; that call may be creating the site.
  const subscribing = useIsMutating({ mutationKey: SUBSCRIBE_MUTATION_KEY }) > 0;
  const [current, setCurrent] = useState<{ siteId: string; deploymentId: string } | null>(null);

  const start = useMutation({
    mutationFn: async (domain: TSiteDomainChoice): Promise<TDeployment> => {
      const sites = await api('GET /api/sites/user');
      let site = sites[0];
      if (!site) {
        const draft = readSiteDraft();
        if (!draft) throw new Error(NO_SITE_MESSAGE);
        site = await api('POST /api/sites', { body: draft });
      }
      return api('POST /api/sites/:id/deploy', { params: { id: site.id }, body: { domain } });
    },
    onSuccess: (deployment) => {
      queryClient.setQueryData(deploymentQueryKey(deployment.siteId, deployment.id), deployment);
      setCurrent({ siteId: deployment.siteId, deploymentId: deployment.id });
    },
  });

  const deployment = useQuery({
    queryKey: current ? deploymentQueryKey(current.siteId, current.deploymentId) : ['builder', 'deployment', 'none'],
    queryFn: () =>
      current
        ? api('GET /api/sites/:id/deployments/:deploymentId', { params: { id: current.siteId, deploymentId: current.deploymentId } })
        : Promise.reject(new Error('No deployment')),
    enabled: current !== null,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'live' || status === 'failed' || query.state.error ? false : POLL_MS;
    },
  });

  const status = deployment.data?.status;
  const startError = start.error ? apiErrorMessage(start.error, SITES_MESSAGES.siteNotFound) : null;
  const failure =
    startError ??
    (status === 'failed' ? (deployment.data?.message ?? 'Publishing failed. Please try again.') : null) ??
    (deployment.error ? apiErrorMessage(deployment.error, 'We lost track of the deployment. Please try again.') : null);

  return {
    subscribing,
    /** The server's state of the running deployment, or 'starting' before it has one. */
    phase: start.isPending ? ('starting' as const) : failure ? null : (status ?? null),
    deployment: status === 'live' ? deployment.data : undefined,
    failure,
    deploy(domain: TSiteDomainChoice) {
      setCurrent(null);
      start.reset();
      start.mutate(domain);
    },
  };
}

function deploymentQueryKey(siteId: string, deploymentId: string) {
  return ['builder', 'deployment', siteId, deploymentId] as const;
}
