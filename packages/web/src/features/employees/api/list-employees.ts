import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { type EmployeeList, employeesKey } from './types.ts';

/** The server's filters: the list and its CSV export take the same ones. */
export type EmployeeListFilters = {
  search: string;
  status: 'all' | 'active' | 'ended';
  archived: 'exclude' | 'only' | 'include';
  employmentType?: 'permanent' | 'fixed-term' | 'hourly';
  costCentre?: string;
  taxTable?: number;
};

/** The filters as query parameters; empty values are left out. */
export function toListQuery(filters: EmployeeListFilters) {
  return {
    ...filters,
    search: filters.search.trim() || undefined,
    costCentre: filters.costCentre?.trim() || undefined,
  };
}

/** Up to 500 rows of the filtered list; the data table pages and sorts them further. */
export function listEmployeesQueryOptions(employerId: string, filters: EmployeeListFilters) {
  return queryOptions({
    queryKey: [...employeesKey(employerId), 'list', filters],
    queryFn: () =>
      apiClient.get<EmployeeList>(`/employer/${employerId}/employees`, {
        query: { ...toListQuery(filters), pageSize: 500 },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useEmployeeList(employerId: string, filters: EmployeeListFilters) {
  return useQuery(listEmployeesQueryOptions(employerId, filters));
}
