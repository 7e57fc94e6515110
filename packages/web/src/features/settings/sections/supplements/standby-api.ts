import type { getStandbyResponse } from '@lonsam/domain/contracts/settings/get-standby';
import type { updateStandbyBody } from '@lonsam/domain/contracts/settings/update-standby';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../../lib/api-client.ts';
import { type EmployerScope, employerScopeKey } from '../../../../lib/employer-scope.tsx';

export type StandbyDocument = z.output<typeof getStandbyResponse>;
export type StandbyUpdate = z.input<typeof updateStandbyBody>;

const path = (scope: EmployerScope) => `/employer/${scope.employerId}/settings/standby`;
const key = (scope: EmployerScope) => [...employerScopeKey(scope), 'settings', 'standby'] as const;

export function standbyQueryOptions(scope: EmployerScope) {
  return queryOptions({
    queryKey: key(scope),
    queryFn: () => apiClient.get<StandbyDocument>(path(scope), { roleId: scope.roleId }),
  });
}

export function useStandby(scope: EmployerScope) {
  return useQuery(standbyQueryOptions(scope));
}

/** PUT the whole value; a 409 refetches, so "use stored" has the stored value. */
export function useUpdateStandby(scope: EmployerScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StandbyUpdate) =>
      apiClient.put<StandbyDocument>(path(scope), body, { handlesErrors: true, roleId: scope.roleId }),
    onSuccess: (document) => queryClient.setQueryData(key(scope), document),
    onError: () => queryClient.invalidateQueries({ queryKey: key(scope) }),
  });
}
