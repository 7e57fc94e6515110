import type { getVacationResponse } from '@lonsam/domain/contracts/settings/get-vacation';
import type { updateVacationBody } from '@lonsam/domain/contracts/settings/update-vacation';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../../lib/api-client.ts';
import { type EmployerScope, employerScopeKey } from '../../../../lib/employer-scope.tsx';

export type VacationDocument = z.output<typeof getVacationResponse>;
export type VacationUpdate = z.input<typeof updateVacationBody>;

const path = (scope: EmployerScope) => `/employer/${scope.employerId}/settings/vacation`;
const key = (scope: EmployerScope) => [...employerScopeKey(scope), 'settings', 'vacation'] as const;

export function vacationQueryOptions(scope: EmployerScope) {
  return queryOptions({
    queryKey: key(scope),
    queryFn: () => apiClient.get<VacationDocument>(path(scope), { roleId: scope.roleId }),
  });
}

export function useVacation(scope: EmployerScope) {
  return useQuery(vacationQueryOptions(scope));
}

/** PUT the whole value with the version read; a 409 refetches, so "use stored" has the stored value. */
export function useUpdateVacation(scope: EmployerScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VacationUpdate) =>
      apiClient.put<VacationDocument>(path(scope), body, { handlesErrors: true, roleId: scope.roleId }),
    onSuccess: (document) => queryClient.setQueryData(key(scope), document),
    onError: () => queryClient.invalidateQueries({ queryKey: key(scope) }),
  });
}
