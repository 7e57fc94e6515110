import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { type EmployeeList, employeesKey } from './types.ts';

export type EmployeeListFilters = {
  search: string;
  status: 'all' | 'active' | 'ended';
  archived: 'exclude' | 'only' | 'include';
};

/** Up to 500 rows of the filtered list; the data table pages, sorts and filters them further. */
export function listEmployeesQueryOptions(employerId: string, filters: EmployeeListFilters) {
  return queryOptions({
    queryKey: [...employeesKey(employerId), 'list', filters],
    queryFn: () =>
      apiClient.get<EmployeeList>(`/employer/${employerId}/employees`, {
        query: { ...filters, search: filters.search || undefined, pageSize: 500 },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useEmployeeList(employerId: string, filters: EmployeeListFilters) {
  return useQuery(listEmployeesQueryOptions(employerId, filters));
}
