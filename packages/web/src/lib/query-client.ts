import { MutationCache, QueryCache, QueryClient, type QueryKey } from '@tanstack/react-query';
import { isApiError } from './api-error.ts';

// Spec §9: stale time 10 s, no retries, no refetch on window focus, run only when online.
export const queryDefaults = {
  staleTime: 10_000,
  retry: false,
  refetchOnWindowFocus: false,
  networkMode: 'online',
} as const;

/**
 * The resource name of a role's privileges query: `['employer', employerId, roleId,
 * 'packaging-privileges']` (features/privileges/api/get-packaging-privileges.ts).
 */
export const PACKAGING_PRIVILEGES_RESOURCE = 'packaging-privileges';

/**
 * A 403 may mean an operator has just taken a privilege away: the privileges held are asked for
 * again (those of the failed query's employer, or every employer's after a mutation, which carries
 * no employer in its key), so the navigation and the gates follow without a reload. Only queries on
 * screen refetch; the privileges query's own 403 asks nothing more.
 */
function refreshPrivilegesOnForbidden(client: QueryClient, error: unknown, failedKey?: QueryKey): void {
  if (!isApiError(error) || error.status !== 403) return;
  if (failedKey?.[3] === PACKAGING_PRIVILEGES_RESOURCE) return;
  const employerId = failedKey?.[0] === 'employer' ? failedKey[1] : undefined;
  void client.invalidateQueries({
    predicate: ({ queryKey }) =>
      queryKey[0] === 'employer' &&
      queryKey[3] === PACKAGING_PRIVILEGES_RESOURCE &&
      (employerId === undefined || queryKey[1] === employerId),
  });
}

export function createQueryClient(): QueryClient {
  let client: QueryClient | undefined;
  const queryCache = new QueryCache({
    onError: (error, query) => client && refreshPrivilegesOnForbidden(client, error, query.queryKey),
  });
  const mutationCache = new MutationCache({
    onError: (error) => client && refreshPrivilegesOnForbidden(client, error),
  });
  client = new QueryClient({
    queryCache,
    mutationCache,
    defaultOptions: {
      queries: { ...queryDefaults },
      mutations: { retry: false, networkMode: 'online' },
    },
  });
  return client;
}
