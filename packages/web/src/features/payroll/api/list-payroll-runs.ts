import type { ListPayrollRunsResponse } from '@lonsam/domain/contracts/payroll-runs/list-payroll-runs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { EmployerScope } from '../../../lib/employer-scope.tsx';
import { payrollRunsKey } from './payroll-runs-key.ts';

export type { ListPayrollRunsResponse };

/** GET …/payroll-runs: the runs, newest period first, and the suggested next ordinary run. */
export function listPayrollRunsQueryOptions(
  scope: EmployerScope,
  { handlesErrors = false }: { handlesErrors?: boolean } = {},
) {
  return queryOptions({
    queryKey: [...payrollRunsKey(scope), 'list'],
    queryFn: () =>
      apiClient.get<ListPayrollRunsResponse>(`/employer/${scope.employerId}/payroll-runs`, {
        roleId: scope.roleId,
        handlesErrors,
      }),
  });
}

export function usePayrollRuns(scope: EmployerScope) {
  return useQuery(listPayrollRunsQueryOptions(scope, { handlesErrors: true }));
}
