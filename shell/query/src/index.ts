/*
 * The server-state surface of every app. Apps import it as '@tanstack/react-query': tsconfig.web.json maps that
 * name here for type checks, and the federation build shares it as one singleton whose module is this file.
 *
 * Why a facade, as for the router (shell/router): a shared module is never tree-shaken, so sharing the package
 * itself ships every export (infinite queries, suspense hooks, hydration, the queries observer) on every first
 * visit. 'tanstack-query-impl' is a webpack alias to the package's ESM build; re-exporting only what the apps use
 * lets webpack drop the rest.
 *
 * Adding an export: deploy the shell first, since the copy loaded first is the one every remote gets.
 */
export {
  QueryClient,
  QueryClientProvider,
  keepPreviousData,
  queryOptions,
  useIsMutating,
  useMutation,
  useQuery,
  useQueryClient,
} from 'tanstack-query-impl';

export type { QueryKey, UseQueryOptions, UseQueryResult, UseMutationResult, UseMutationOptions } from 'tanstack-query-impl';
