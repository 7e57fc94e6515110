import { apiClient } from '../../../lib/api-client.ts';
import type { Employee, SalaryRow } from './types.ts';
import { useEmployeeMutation } from './use-employee-mutation.ts';

export function useCreateEmployee(employerId: string) {
  return useEmployeeMutation(employerId, (body: Record<string, unknown>) =>
    apiClient.post<Employee & { employmentId: string | null }>(`/employer/${employerId}/employees`, body, {
      handlesErrors: true,
    }),
  );
}

export function useUpdateEmployee(employerId: string, employeeId: string) {
  return useEmployeeMutation(employerId, (body: Record<string, unknown> & { version: number }) =>
    apiClient.patch<Employee>(`/employer/${employerId}/employees/${employeeId}`, body, {
      handlesErrors: true,
    }),
  );
}

export type LifecycleAction = 'terminate' | 'archive' | 'restore';

export function useLifecycleAction(employerId: string, employeeId: string) {
  return useEmployeeMutation(
    employerId,
    (input: { action: LifecycleAction; body: Record<string, unknown> }) =>
      apiClient.post<Employee>(
        `/employer/${employerId}/employees/${employeeId}/${input.action}`,
        input.body,
        {
          handlesErrors: true,
        },
      ),
  );
}

export function useAddSalaryRow(employerId: string, employeeId: string) {
  return useEmployeeMutation(
    employerId,
    (input: { employmentId: string; version: number; validFrom: string; amountOre: number }) =>
      apiClient.post<SalaryRow>(
        `/employer/${employerId}/employees/${employeeId}/employments/${input.employmentId}/salary-rows`,
        { version: input.version, validFrom: input.validFrom, amountOre: input.amountOre },
        { handlesErrors: true },
      ),
  );
}
