import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { type Employee, employeesKey, type SalaryRow } from './types.ts';

/** Every write refreshes the employer's employee queries (list, page, employments, history). */
function useEmployeeMutation<TInput, TResult>(employerId: string, send: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: employeesKey(employerId) }),
  });
}

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
