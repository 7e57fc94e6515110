import type { ApprovalStep, PayrollRunView } from '@lonsam/domain/contracts/payroll-runs/payroll-run-shapes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { EmployerScope } from '../../../lib/employer-scope.tsx';
import { type GetPayrollRunResponse, payrollRunKey } from './get-payroll-run.ts';
import { useInvalidatePayrollRuns } from './payroll-runs-key.ts';

export type AbortStepInput = { step: ApprovalStep; version: number; reason: string };

/** POST …/payroll-runs/:runId/approvals/:step/abort: sends the run back with a reason. */
export function abortPayrollRun(
  scope: EmployerScope,
  runId: string,
  { step, version, reason }: AbortStepInput,
) {
  return apiClient.post<PayrollRunView>(
    `/employer/${scope.employerId}/payroll-runs/${runId}/approvals/${step}/abort`,
    { version, reason },
    { roleId: scope.roleId, handlesErrors: true },
  );
}

export function useAbortPayrollRun(scope: EmployerScope, runId: string) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidatePayrollRuns(scope);
  return useMutation({
    mutationFn: (input: AbortStepInput) => abortPayrollRun(scope, runId, input),
    onSuccess: (run) => {
      queryClient.setQueryData<GetPayrollRunResponse>(payrollRunKey(scope, runId), (old) =>
        old ? { ...old, run } : old,
      );
    },
    onSettled: () => invalidate(),
  });
}
