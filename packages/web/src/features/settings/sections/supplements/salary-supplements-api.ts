import type { getSalarySupplementsResponse } from '@lonsam/domain/contracts/settings/get-salary-supplements';
import type { updateSalarySupplementsBody } from '@lonsam/domain/contracts/settings/update-salary-supplements';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../../lib/api-client.ts';
import { type EmployerScope, employerScopeKey } from '../../../../lib/employer-scope.tsx';

export type SalarySupplementsDocument = z.output<typeof getSalarySupplementsResponse>;
export type SalarySupplementsUpdate = z.input<typeof updateSalarySupplementsBody>;

const path = (scope: EmployerScope) => `/employer/${scope.employerId}/settings/salary-supplements`;
const key = (scope: EmployerScope) => [...employerScopeKey(scope), 'settings', 'salary-supplements'] as const;

export function salarySupplementsQueryOptions(scope: EmployerScope) {
  return queryOptions({
    queryKey: key(scope),
    queryFn: () => apiClient.get<SalarySupplementsDocument>(path(scope), { roleId: scope.roleId }),
  });
}

export function useSalarySupplements(scope: EmployerScope) {
  return useQuery(salarySupplementsQueryOptions(scope));
}

/** PUT the whole value; a 409 refetches, so "use stored" has the stored value. */
export function useUpdateSalarySupplements(scope: EmployerScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SalarySupplementsUpdate) =>
      apiClient.put<SalarySupplementsDocument>(path(scope), body, {
        handlesErrors: true,
        roleId: scope.roleId,
      }),
    onSuccess: (document) => queryClient.setQueryData(key(scope), document),
    onError: () => queryClient.invalidateQueries({ queryKey: key(scope) }),
  });
}
