import type { addSalaryTypeVersionBody } from '@lonsam/domain/contracts/salary-types/add-salary-type-version';
import type { createSalaryTypeBody } from '@lonsam/domain/contracts/salary-types/create-salary-type';
import type { getSalaryTypeResponse } from '@lonsam/domain/contracts/salary-types/get-salary-type';
import type { listSalaryTypesResponse } from '@lonsam/domain/contracts/salary-types/list-salary-types';
import type { updateSalaryTypeBody } from '@lonsam/domain/contracts/salary-types/update-salary-type';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../../lib/api-client.ts';
import { type EmployerScope, employerScopeKey } from '../../../../lib/employer-scope.tsx';

export type SalaryTypeList = z.output<typeof listSalaryTypesResponse>;
export type SalaryTypeListItem = SalaryTypeList['salaryTypes'][number];
export type SalaryTypeDetail = z.output<typeof getSalaryTypeResponse>;
export type SalaryTypeCreateBody = z.input<typeof createSalaryTypeBody>;
export type SalaryTypeUpdateBody = z.input<typeof updateSalaryTypeBody>;
export type SalaryTypeVersionBody = z.input<typeof addSalaryTypeVersionBody>;

const basePath = (scope: EmployerScope) => `/employer/${scope.employerId}/salary-types`;
const listKey = (scope: EmployerScope) => [...employerScopeKey(scope), 'salary-types'] as const;
const detailKey = (scope: EmployerScope, id: string) => [...listKey(scope), id] as const;

export function salaryTypesQueryOptions(scope: EmployerScope) {
  return queryOptions({
    queryKey: listKey(scope),
    queryFn: () => apiClient.get<SalaryTypeList>(basePath(scope), { roleId: scope.roleId }),
  });
}

export function useSalaryTypes(scope: EmployerScope) {
  return useQuery(salaryTypesQueryOptions(scope));
}

export function useSalaryType(scope: EmployerScope, id: string) {
  return useQuery({
    queryKey: detailKey(scope, id),
    queryFn: () => apiClient.get<SalaryTypeDetail>(`${basePath(scope)}/${id}`, { roleId: scope.roleId }),
  });
}

/** Every write answers the stored type: it replaces the detail and refreshes the list; a failure refetches (409). */
function useSalaryTypeWrite<Body>(scope: EmployerScope, send: (body: Body) => Promise<SalaryTypeDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (stored) => {
      queryClient.setQueryData(detailKey(scope, stored.id), stored);
      return queryClient.invalidateQueries({ queryKey: listKey(scope), exact: true });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: listKey(scope) }),
  });
}

const options = (scope: EmployerScope) => ({ handlesErrors: true, roleId: scope.roleId });

export function useCreateSalaryType(scope: EmployerScope) {
  return useSalaryTypeWrite(scope, (body: SalaryTypeCreateBody) =>
    apiClient.post<SalaryTypeDetail>(basePath(scope), body, options(scope)),
  );
}

export function useUpdateSalaryType(scope: EmployerScope, id: string) {
  return useSalaryTypeWrite(scope, (body: SalaryTypeUpdateBody) =>
    apiClient.put<SalaryTypeDetail>(`${basePath(scope)}/${id}`, body, options(scope)),
  );
}

export function useAddSalaryTypeVersion(scope: EmployerScope, id: string) {
  return useSalaryTypeWrite(scope, (body: SalaryTypeVersionBody) =>
    apiClient.post<SalaryTypeDetail>(`${basePath(scope)}/${id}/versions`, body, options(scope)),
  );
}
