import type { getTravelMileageResponse } from '@lonsam/domain/contracts/settings/get-travel-mileage';
import type { updateTravelMileageBody } from '@lonsam/domain/contracts/settings/update-travel-mileage';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../../lib/api-client.ts';
import { type EmployerScope, employerScopeKey } from '../../../../lib/employer-scope.tsx';

export type TravelMileageDocument = z.output<typeof getTravelMileageResponse>;
export type TravelMileageUpdate = z.input<typeof updateTravelMileageBody>;

const path = (scope: EmployerScope) => `/employer/${scope.employerId}/settings/travel-mileage`;
const key = (scope: EmployerScope) => [...employerScopeKey(scope), 'settings', 'travel-mileage'] as const;

export function travelMileageQueryOptions(scope: EmployerScope) {
  return queryOptions({
    queryKey: key(scope),
    queryFn: () => apiClient.get<TravelMileageDocument>(path(scope), { roleId: scope.roleId }),
  });
}

export function useTravelMileage(scope: EmployerScope) {
  return useQuery(travelMileageQueryOptions(scope));
}

/** PUT the whole value; a 409 refetches, so "use stored" has the stored value. */
export function useUpdateTravelMileage(scope: EmployerScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TravelMileageUpdate) =>
      apiClient.put<TravelMileageDocument>(path(scope), body, {
        handlesErrors: true,
        roleId: scope.roleId,
      }),
    onSuccess: (document) => queryClient.setQueryData(key(scope), document),
    onError: () => queryClient.invalidateQueries({ queryKey: key(scope) }),
  });
}
