import type { ApprovalStep, PayrollRunView } from '@lonsam/domain/contracts/payroll-runs/payroll-run-shapes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { EmployerScope } from '../../../lib/employer-scope.tsx';
import { type GetPayrollRunResponse, payrollRunKey } from './get-payroll-run.ts';
import { useInvalidatePayrollRuns } from './payroll-runs-key.ts';

/** POST …/payroll-runs/:runId/approvals/:step (first, second, complete). */
export function approvePayrollRun(scope: EmployerScope, runId: string, step: ApprovalStep, version: number) {
  return apiClient.post<PayrollRunView>(
    `/employer/${scope.employerId}/payroll-runs/${runId}/approvals/${step}`,
    { version },
    { roleId: scope.roleId, handlesErrors: true },
  );
}

export function useApprovePayrollRun(scope: EmployerScope, runId: string) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidatePayrollRuns(scope);
  return useMutation({
    mutationFn: ({ step, version }: { step: ApprovalStep; version: number }) =>
      approvePayrollRun(scope, runId, step, version),
    onSuccess: (run) => {
      queryClient.setQueryData<GetPayrollRunResponse>(payrollRunKey(scope, runId), (old) =>
        old ? { ...old, run } : old,
      );
    },
    // A refusal (409: another step came first) brings the stored run too.
    onSettled: () => invalidate(),
  });
}
