import type { GetPayrollRunResponse } from '@lonsam/domain/contracts/payroll-runs/get-payroll-run';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { EmployerScope } from '../../../lib/employer-scope.tsx';
import { payrollRunsKey } from './payroll-runs-key.ts';

export type { GetPayrollRunResponse };

/** How often the page asks again while the job calculates (the progress bar's step). */
export const CALCULATION_POLL_MS = 1000;

export const payrollRunKey = (scope: EmployerScope, runId: string) =>
  [...payrollRunsKey(scope), 'run', runId] as const;

/**
 * GET …/payroll-runs/:runId: the run, its basis and each employee's totals and checks. While the
 * status is `calculating` it is asked for every second, so a reload in the middle of a run picks
 * the progress up from the server.
 */
export function getPayrollRunQueryOptions(scope: EmployerScope, runId: string) {
  return queryOptions({
    queryKey: payrollRunKey(scope, runId),
    queryFn: () =>
      apiClient.get<GetPayrollRunResponse>(`/employer/${scope.employerId}/payroll-runs/${runId}`, {
        roleId: scope.roleId,
        handlesErrors: true,
      }),
    refetchInterval: (query) =>
      query.state.data?.run.status === 'calculating' ? CALCULATION_POLL_MS : false,
  });
}

export function usePayrollRun(scope: EmployerScope, runId: string) {
  return useQuery(getPayrollRunQueryOptions(scope, runId));
}
