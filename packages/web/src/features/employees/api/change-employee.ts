import { apiClient } from '../../../lib/api-client.ts';
import type { EmployerScope } from '../../../lib/employer-scope.tsx';
import type { CreatedEmployee, Employee, SalaryRow } from './types.ts';
import { useEmployeeMutation } from './use-employee-mutation.ts';

const employeesPath = (scope: EmployerScope) => `/employer/${scope.employerId}/employees`;

export function useCreateEmployee(scope: EmployerScope) {
  return useEmployeeMutation(scope, (body: Record<string, unknown>) =>
    apiClient.post<CreatedEmployee>(employeesPath(scope), body, {
      handlesErrors: true,
      roleId: scope.roleId,
    }),
  );
}

export function useUpdateEmployee(scope: EmployerScope, employeeId: string) {
  return useEmployeeMutation(scope, (body: Record<string, unknown> & { version: number }) =>
    apiClient.patch<Employee>(`${employeesPath(scope)}/${employeeId}`, body, {
      handlesErrors: true,
      roleId: scope.roleId,
    }),
  );
}

export type LifecycleAction = 'terminate' | 'archive' | 'restore';

export function useLifecycleAction(scope: EmployerScope, employeeId: string) {
  return useEmployeeMutation(scope, (input: { action: LifecycleAction; body: Record<string, unknown> }) =>
    apiClient.post<Employee>(`${employeesPath(scope)}/${employeeId}/${input.action}`, input.body, {
      handlesErrors: true,
      roleId: scope.roleId,
    }),
  );
}

export function useAddSalaryRow(scope: EmployerScope, employeeId: string) {
  return useEmployeeMutation(
    scope,
    (input: { employmentId: string; version: number; validFrom: string; amountOre: number }) =>
      apiClient.post<SalaryRow>(
        `${employeesPath(scope)}/${employeeId}/employments/${input.employmentId}/salary-rows`,
        { version: input.version, validFrom: input.validFrom, amountOre: input.amountOre },
        { handlesErrors: true, roleId: scope.roleId },
      ),
  );
}
