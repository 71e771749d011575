import { useEffect, useState } from 'react';
import { useIsMutating, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiErrorMessage, apiKey } from '@agency/api-client';
import { SITES_MESSAGES, type TDeployment, type TSiteDomainChoice } from '@agency/contracts';
import { markDraftLive } from '../builder-storage/draft-storage';
import { SUBSCRIBE_MUTATION_KEY } from '../subscription/subscribe-mutation';
import { readSiteDraft } from './saved-site-draft';

/** How often the page asks for the deployment's state while the server works on it. */
const POLL_MS = 500;

export const NO_SITE_MESSAGE = 'We could not find your website details. Please set up your website first.';

interface Running {
  siteId: string;
  deploymentId: string;
  /** The browser's draft that was published, or null when the account's saved site was. */
  draftId: string | null;
}

/**
 * Publishing from the domain page (issues 11 and 22): this browser's draft is saved and deployed in one call
 * (POST /api/sites/publish, by its draft id, so a retry publishes the same site and a refusal stores nothing). Without
 * a draft here, the account's newest saved site is published. Then the server's deployment is followed until live or
 * failed: the states shown are the server's own, not a timer.
 */
export function useDeploySite() {
  const queryClient = useQueryClient();
  // The plan page moves here before its subscribe call answers; publishing needs that subscription to exist.
  const subscribing = useIsMutating({ mutationKey: SUBSCRIBE_MUTATION_KEY }) > 0;
  const [current, setCurrent] = useState<Running | null>(null);

  const start = useMutation({
    mutationFn: async (domain: TSiteDomainChoice): Promise<{ deployment: TDeployment; draftId: string | null }> => {
      const draft = readSiteDraft();
      if (draft) return { deployment: await api('POST /api/sites/publish', { body: { ...draft, domain } }), draftId: draft.draftId };
      const [site] = await api('GET /api/sites/user');
      if (!site) throw new Error(NO_SITE_MESSAGE);
      return { deployment: await api('POST /api/sites/:id/deploy', { params: { id: site.id }, body: { domain } }), draftId: null };
    },
    onSuccess: ({ deployment, draftId }) => {
      queryClient.setQueryData(apiKey('GET /api/sites/:id/deployments/:deploymentId', deploymentInput(deployment.siteId, deployment.id)), deployment);
      setCurrent({ siteId: deployment.siteId, deploymentId: deployment.id, draftId });
    },
  });

  const deployment = useQuery({
    queryKey: apiKey('GET /api/sites/:id/deployments/:deploymentId', deploymentInput(current?.siteId ?? '', current?.deploymentId ?? '')),
    queryFn: () =>
      current
        ? api('GET /api/sites/:id/deployments/:deploymentId', deploymentInput(current.siteId, current.deploymentId))
        : Promise.reject(new Error('No deployment')),
    enabled: current !== null,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'live' || status === 'failed' || query.state.error ? false : POLL_MS;
    },
  });

  const status = deployment.data?.status;
  // Live: this draft is now a site; the next completed onboarding starts a new one.
  const liveDraft = status === 'live' ? (current?.draftId ?? null) : null;
  useEffect(() => {
    if (liveDraft) markDraftLive(liveDraft);
  }, [liveDraft]);

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

function deploymentInput(siteId: string, deploymentId: string) {
  return { params: { id: siteId, deploymentId } };
}
