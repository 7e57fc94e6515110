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

/**
 * The role named in the request is no longer the caller's (an admin revoked it, issue 22): nothing of
 * that area can work any more, so the browser goes to /landing, which lists what is left (a full load,
 * so no cached page of the lost role stays in memory).
 */
function leaveRevokedRole(error: unknown, failed?: { queryKey: QueryKey; hadData: boolean }): void {
  if (!isApiError(error)) return;
  // The area's loader asks `/lookup-role` again on navigation once it is stale: a 404 for a role that
  // was found before is the same news (a role never found is the loader's own redirect).
  const isRoleGone =
    (error.status === 403 && error.code === 'EMPLOYER_ROLE_FORBIDDEN') ||
    (error.status === 404 && failed?.queryKey[0] === 'lookup-role' && failed.hadData);
  if (!isRoleGone) return;
  if (typeof window === 'undefined' || window.location.pathname === '/landing') return;
  window.location.assign('/landing');
}

export function createQueryClient(): QueryClient {
  let client: QueryClient | undefined;
  const queryCache = new QueryCache({
    onError: (error, query) => {
      leaveRevokedRole(error, { queryKey: query.queryKey, hadData: query.state.data !== undefined });
      if (client) refreshPrivilegesOnForbidden(client, error, query.queryKey);
    },
  });
  const mutationCache = new MutationCache({
    onError: (error) => {
      leaveRevokedRole(error);
      if (client) refreshPrivilegesOnForbidden(client, error);
    },
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
