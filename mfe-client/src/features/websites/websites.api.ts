import { useEffect, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiErrorMessage, apiKey } from '@agency/api-client';
import type { TDeployment } from '@agency/contracts';
import { usePlatform } from '@agency/design-system/platform-context';

/*
 * The Websites tab's data: the client's sites (GET /api/sites/user), their subscriptions with invoices
 * (GET /api/subscriptions/user), and publishing again (POST /api/sites/:id/deploy, then the deployment polled).
 */

/** How often a running deployment is asked for its state; the server moves it in well under a second per step. */
const DEPLOYMENT_POLL_MS = 1000;

export function useSites(enabled = true) {
  return useQuery({ queryKey: apiKey('GET /api/sites/user'), queryFn: () => api('GET /api/sites/user'), enabled });
}

export function useSubscriptions(enabled = true) {
  return useQuery({ queryKey: apiKey('GET /api/subscriptions/user'), queryFn: () => api('GET /api/subscriptions/user'), enabled });
}

const isFinished = (deployment: TDeployment | undefined) => deployment?.status === 'live' || deployment?.status === 'failed';

/**
 * Publishes a site again (it keeps its domain) and follows the deployment until it is live or failed, as the server
 * reports it. The toast says which; the site list is reloaded so its live link and date are the new version's.
 */
export function usePublishSite(siteId: string) {
  const platform = usePlatform();
  const queryClient = useQueryClient();
  const [deploymentId, setDeploymentId] = useState<string | null>(null);

  const start = useMutation({
    mutationFn: () => api('POST /api/sites/:id/deploy', { params: { id: siteId }, body: {} }),
    onSuccess: (deployment) => setDeploymentId(deployment.id),
    onError: (error) =>
      platform.toast({
        title: 'Publishing failed',
        description: apiErrorMessage(error, 'Your website could not be published. Please try again.'),
        variant: 'destructive',
      }),
  });

  const deployment = useQuery({
    queryKey: apiKey('GET /api/sites/:id/deployments/:deploymentId', { params: { id: siteId, deploymentId: deploymentId ?? '' } }),
    queryFn: () => api('GET /api/sites/:id/deployments/:deploymentId', { params: { id: siteId, deploymentId: deploymentId ?? '' } }),
    enabled: deploymentId !== null,
    refetchInterval: (query) => (isFinished(query.state.data) ? false : DEPLOYMENT_POLL_MS),
  });

  // One toast per deployment, when it finishes.
  const announced = useRef<string | null>(null);
  const finished = deployment.data && isFinished(deployment.data) ? deployment.data : undefined;
  useEffect(() => {
    if (!finished || announced.current === finished.id) return;
    announced.current = finished.id;
    if (finished.status === 'live') {
      platform.toast({ title: 'Website published', description: 'Your changes are live.', variant: 'success' });
    } else {
      platform.toast({ title: 'Publishing failed', description: finished.message ?? 'Please try again.', variant: 'destructive' });
    }
    void queryClient.invalidateQueries({ queryKey: apiKey('GET /api/sites/user') });
  }, [finished, platform, queryClient]);

  const running = start.isPending || (deploymentId !== null && !isFinished(deployment.data));
  return { publish: () => start.mutate(), running, status: running ? (deployment.data?.status ?? 'configuring') : undefined };
}
