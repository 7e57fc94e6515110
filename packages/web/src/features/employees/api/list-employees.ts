import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { EmployerScope } from '../../../lib/employer-scope.tsx';
import { type EmployeeList, employeesKey } from './types.ts';

/** The server's filters: the list and its CSV export take the same ones. */
export type EmployeeListFilters = {
  search: string;
  status: 'all' | 'active' | 'ended';
  archived: 'exclude' | 'only' | 'include';
  employmentType?: 'permanent' | 'fixed-term' | 'hourly';
  costCentre?: string;
  workplace?: string;
  taxTable?: number;
};

/** The list as it first opens; the route's loader prefetches exactly this page. */
export const INITIAL_EMPLOYEE_LIST_FILTERS: EmployeeListFilters = {
  search: '',
  status: 'all',
  archived: 'exclude',
  costCentre: '',
};

/** The filters as query parameters; empty values are left out. */
export function toListQuery(filters: EmployeeListFilters) {
  return {
    ...filters,
    search: filters.search.trim() || undefined,
    costCentre: filters.costCentre?.trim() || undefined,
  };
}

/**
 * Up to 500 rows of the filtered list; the data table pages and sorts them further. A prefetch
 * passes `handlesErrors`: a role the section is closed to gets no error toast for it.
 */
export function listEmployeesQueryOptions(
  scope: EmployerScope,
  filters: EmployeeListFilters,
  { handlesErrors = false }: { handlesErrors?: boolean } = {},
) {
  return queryOptions({
    queryKey: [...employeesKey(scope), 'list', filters],
    queryFn: () =>
      apiClient.get<EmployeeList>(`/employer/${scope.employerId}/employees`, {
        query: { ...toListQuery(filters), pageSize: 500 },
        roleId: scope.roleId,
        handlesErrors,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useEmployeeList(scope: EmployerScope, filters: EmployeeListFilters) {
  return useQuery(listEmployeesQueryOptions(scope, filters));
}
