import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { EmployerScope } from '../../../lib/employer-scope.tsx';
import { payrollRunKey } from './get-payroll-run.ts';
import { useInvalidatePayrollRuns } from './payroll-runs-key.ts';

/** DELETE …/payroll-runs/:runId?version=N: a draft or calculated run (204). */
export function deletePayrollRun(scope: EmployerScope, runId: string, version: number) {
  return apiClient.delete<void>(`/employer/${scope.employerId}/payroll-runs/${runId}`, {
    query: { version },
    roleId: scope.roleId,
    handlesErrors: true,
  });
}

export function useDeletePayrollRun(scope: EmployerScope, runId: string) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidatePayrollRuns(scope);
  return useMutation({
    mutationFn: (version: number) => deletePayrollRun(scope, runId, version),
    onSuccess: () => {
      // The run is gone: its page must not ask for it again.
      queryClient.removeQueries({ queryKey: payrollRunKey(scope, runId) });
      void invalidate();
    },
  });
}
