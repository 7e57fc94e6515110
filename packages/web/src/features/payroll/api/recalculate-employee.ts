import type { recalculateEmployeeResponse } from '@lonsam/domain/contracts/payroll-runs/recalculate-employee';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client.ts';
import type { EmployerScope } from '../../../lib/employer-scope.tsx';
import { type GetPayrollRunResponse, payrollRunKey } from './get-payroll-run.ts';
import { useInvalidatePayrollRuns } from './payroll-runs-key.ts';

export type RecalculateEmployeeResponse = z.output<typeof recalculateEmployeeResponse>;

/** POST …/payroll-runs/:runId/employees/:employmentId/recalculate: one employee again, in the request. */
export function recalculateEmployee(scope: EmployerScope, runId: string, employmentId: string) {
  return apiClient.post<RecalculateEmployeeResponse>(
    `/employer/${scope.employerId}/payroll-runs/${runId}/employees/${employmentId}/recalculate`,
    {},
    { roleId: scope.roleId, handlesErrors: true },
  );
}

/** The answer replaces that employee's row and the run at once, so the new net shows without a refetch. */
export function useRecalculateEmployee(scope: EmployerScope, runId: string) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidatePayrollRuns(scope);
  return useMutation({
    mutationFn: (employmentId: string) => recalculateEmployee(scope, runId, employmentId),
    onSuccess: ({ run, employee }) => {
      queryClient.setQueryData<GetPayrollRunResponse>(payrollRunKey(scope, runId), (old) =>
        old
          ? {
              ...old,
              run,
              employees: old.employees.map((row) =>
                row.employmentId === employee.employmentId ? employee : row,
              ),
            }
          : old,
      );
      void invalidate();
    },
  });
}
