import type {
  createPayrollRunBody,
  createPayrollRunResponse,
} from '@lonsam/domain/contracts/payroll-runs/create-payroll-run';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client.ts';
import type { EmployerScope } from '../../../lib/employer-scope.tsx';
import { useInvalidatePayrollRuns } from './payroll-runs-key.ts';

export type CreatePayrollRunBody = z.input<typeof createPayrollRunBody>;
export type CreatePayrollRunResponse = z.output<typeof createPayrollRunResponse>;

/** POST …/payroll-runs: a draft run; the form shows a refusal itself (`handlesErrors`). */
export function createPayrollRun(scope: EmployerScope, body: CreatePayrollRunBody) {
  return apiClient.post<CreatePayrollRunResponse>(`/employer/${scope.employerId}/payroll-runs`, body, {
    roleId: scope.roleId,
    handlesErrors: true,
  });
}

export function useCreatePayrollRun(scope: EmployerScope) {
  const invalidate = useInvalidatePayrollRuns(scope);
  return useMutation({
    mutationFn: (body: CreatePayrollRunBody) => createPayrollRun(scope, body),
    onSuccess: () => invalidate(),
  });
}
