import type { ListPayrollRunsResponse } from '@lonsam/domain/contracts/payroll-runs/list-payroll-runs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { EmployerScope } from '../../../lib/employer-scope.tsx';
import { payrollRunsKey } from './payroll-runs-key.ts';

export type { ListPayrollRunsResponse };

/** A test company's payroll history still being made (a job): the list is read again every second. */
export function isSampleHistoryRunning(
  data: Pick<ListPayrollRunsResponse, 'sampleHistory'> | undefined,
): boolean {
  const state = data?.sampleHistory?.state;
  return state === 'queued' || state === 'running';
}

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
    refetchInterval: (query) => (isSampleHistoryRunning(query.state.data) ? 1000 : false),
  });
}

export function usePayrollRuns(scope: EmployerScope) {
  return useQuery(listPayrollRunsQueryOptions(scope, { handlesErrors: true }));
}
