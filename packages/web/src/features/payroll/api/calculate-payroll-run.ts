import type { calculatePayrollRunResponse } from '@lonsam/domain/contracts/payroll-runs/calculate-payroll-run';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client.ts';
import type { EmployerScope } from '../../../lib/employer-scope.tsx';
import { type GetPayrollRunResponse, payrollRunKey } from './get-payroll-run.ts';
import { useInvalidatePayrollRuns } from './payroll-runs-key.ts';

export type CalculatePayrollRunResponse = z.output<typeof calculatePayrollRunResponse>;

/** POST …/payroll-runs/:runId/calculate: starts the job (202); the page then follows the run's progress. */
export function calculatePayrollRun(scope: EmployerScope, runId: string, version: number) {
  return apiClient.post<CalculatePayrollRunResponse>(
    `/employer/${scope.employerId}/payroll-runs/${runId}/calculate`,
    { version },
    { roleId: scope.roleId, handlesErrors: true },
  );
}

export function useCalculatePayrollRun(scope: EmployerScope, runId: string) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidatePayrollRuns(scope);
  return useMutation({
    mutationFn: (version: number) => calculatePayrollRun(scope, runId, version),
    onSuccess: ({ run }) => {
      // The run's status turns `calculating` at once, which starts the page's polling.
      queryClient.setQueryData<GetPayrollRunResponse>(payrollRunKey(scope, runId), (old) =>
        old ? { ...old, run } : old,
      );
      void invalidate();
    },
  });
}
