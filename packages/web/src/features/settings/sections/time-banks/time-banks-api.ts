import type { getTimeBanksResponse } from '@lonsam/domain/contracts/settings/get-time-banks';
import type { updateTimeBanksBody } from '@lonsam/domain/contracts/settings/update-time-banks';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../../lib/api-client.ts';
import { type EmployerScope, employerScopeKey } from '../../../../lib/employer-scope.tsx';

export type TimeBanksDocument = z.output<typeof getTimeBanksResponse>;
export type TimeBanksUpdate = z.input<typeof updateTimeBanksBody>;

const path = (scope: EmployerScope) => `/employer/${scope.employerId}/settings/time-banks`;
const key = (scope: EmployerScope) => [...employerScopeKey(scope), 'settings', 'time-banks'] as const;

export function timeBanksQueryOptions(scope: EmployerScope) {
  return queryOptions({
    queryKey: key(scope),
    queryFn: () => apiClient.get<TimeBanksDocument>(path(scope), { roleId: scope.roleId }),
  });
}

export function useTimeBanks(scope: EmployerScope) {
  return useQuery(timeBanksQueryOptions(scope));
}

/** PUT the whole value with the version read; a 409 refetches, so "use stored" has the stored value. */
export function useUpdateTimeBanks(scope: EmployerScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TimeBanksUpdate) =>
      apiClient.put<TimeBanksDocument>(path(scope), body, { handlesErrors: true, roleId: scope.roleId }),
    onSuccess: (document) => queryClient.setQueryData(key(scope), document),
    onError: () => queryClient.invalidateQueries({ queryKey: key(scope) }),
  });
}
