import type { getTravelAllowancesResponse } from '@lonsam/domain/contracts/settings/get-travel-allowances';
import type { updateTravelAllowancesBody } from '@lonsam/domain/contracts/settings/update-travel-allowances';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../../lib/api-client.ts';
import { type EmployerScope, employerScopeKey } from '../../../../lib/employer-scope.tsx';

export type TravelAllowancesDocument = z.output<typeof getTravelAllowancesResponse>;
export type TravelAllowancesUpdate = z.input<typeof updateTravelAllowancesBody>;

const path = (scope: EmployerScope) => `/employer/${scope.employerId}/settings/travel-allowances`;
const key = (scope: EmployerScope) => [...employerScopeKey(scope), 'settings', 'travel-allowances'] as const;

export function travelAllowancesQueryOptions(scope: EmployerScope) {
  return queryOptions({
    queryKey: key(scope),
    queryFn: () => apiClient.get<TravelAllowancesDocument>(path(scope), { roleId: scope.roleId }),
  });
}

export function useTravelAllowances(scope: EmployerScope) {
  return useQuery(travelAllowancesQueryOptions(scope));
}

/** PUT the whole value; a 409 refetches, so "use stored" has the stored value. */
export function useUpdateTravelAllowances(scope: EmployerScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TravelAllowancesUpdate) =>
      apiClient.put<TravelAllowancesDocument>(path(scope), body, {
        handlesErrors: true,
        roleId: scope.roleId,
      }),
    onSuccess: (document) => queryClient.setQueryData(key(scope), document),
    onError: () => queryClient.invalidateQueries({ queryKey: key(scope) }),
  });
}
