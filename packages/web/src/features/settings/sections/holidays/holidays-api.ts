import type { getHolidaysResponse } from '@lonsam/domain/contracts/settings/get-holidays';
import type { updateHolidaysBody } from '@lonsam/domain/contracts/settings/update-holidays';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../../lib/api-client.ts';
import { type EmployerScope, employerScopeKey } from '../../../../lib/employer-scope.tsx';

export type HolidaysDocument = z.output<typeof getHolidaysResponse>;
export type HolidaysUpdate = z.input<typeof updateHolidaysBody>;

const path = (scope: EmployerScope) => `/employer/${scope.employerId}/settings/holidays`;
const key = (scope: EmployerScope) => [...employerScopeKey(scope), 'settings', 'holidays'] as const;

export function holidaysQueryOptions(scope: EmployerScope) {
  return queryOptions({
    queryKey: key(scope),
    queryFn: () => apiClient.get<HolidaysDocument>(path(scope), { roleId: scope.roleId }),
  });
}

export function useHolidays(scope: EmployerScope) {
  return useQuery(holidaysQueryOptions(scope));
}

/** PUT the whole value with the version read; a 409 refetches, so "use stored" has the stored value. */
export function useUpdateHolidays(scope: EmployerScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: HolidaysUpdate) =>
      apiClient.put<HolidaysDocument>(path(scope), body, { handlesErrors: true, roleId: scope.roleId }),
    onSuccess: (document) => queryClient.setQueryData(key(scope), document),
    onError: () => queryClient.invalidateQueries({ queryKey: key(scope) }),
  });
}
