import type { listEmployeesResponse } from '@lonsam/domain/contracts/employees/list-employees';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client.ts';
import { type EmployerScope, employerScopeKey } from '../../../lib/employer-scope.tsx';

type EmployeeList = z.output<typeof listEmployeesResponse>;

/** Someone to report for: the employment reported on and the employee's name. */
export type ReportEmployee = { employmentId: string; name: string };

/**
 * GET …/employees (active, up to 500): whom "Rapportera åt någon" offers. Employees without a
 * current employment (or whose name the role may not read) are left out. Not under the events key:
 * a decision does not change it.
 */
export function reportEmployeesQueryOptions(scope: EmployerScope) {
  return queryOptions({
    queryKey: [...employerScopeKey(scope), 'report-employees'],
    queryFn: async (): Promise<ReportEmployee[]> => {
      const list = await apiClient.get<EmployeeList>(`/employer/${scope.employerId}/employees`, {
        query: { status: 'active', pageSize: 500, sort: 'name' },
        roleId: scope.roleId,
        handlesErrors: true,
      });
      return list.items.flatMap((item) =>
        item.employmentId && item.lastName !== undefined
          ? [{ employmentId: item.employmentId, name: `${item.firstName ?? ''} ${item.lastName}`.trim() }]
          : [],
      );
    },
    staleTime: 60_000,
  });
}

export function useReportEmployees(scope: EmployerScope, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...reportEmployeesQueryOptions(scope), enabled });
}
