import type { listEmployeesResponse } from '@lonsam/domain/contracts/employees/list-employees';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client.ts';
import { type EmployerScope, employerScopeKey } from '../../../lib/employer-scope.tsx';

type EmployeeList = z.output<typeof listEmployeesResponse>;

/** Someone an extra or correction run can be limited to: the employment and the employee's name. */
export type RunEmployeeChoice = { employmentId: string; name: string };

/**
 * GET …/employees (active, up to 500): whom an extra or correction run may pick. Not under the
 * payroll-runs key: a run does not change it.
 */
export function runEmployeeChoicesQueryOptions(scope: EmployerScope) {
  return queryOptions({
    queryKey: [...employerScopeKey(scope), 'payroll-run-employees'],
    queryFn: async (): Promise<RunEmployeeChoice[]> => {
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

export function useRunEmployeeChoices(scope: EmployerScope, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...runEmployeeChoicesQueryOptions(scope), enabled });
}
