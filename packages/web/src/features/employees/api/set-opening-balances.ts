import { apiClient } from '../../../lib/api-client.ts';
import type { EmployerScope } from '../../../lib/employer-scope.tsx';
import type { Employee, OpeningBalances } from './types.ts';
import { useEmployeeMutation } from './use-employee-mutation.ts';

/** PUT …/opening-balances: balances carried over from another payroll system (admins only). */
export function useSetOpeningBalances(scope: EmployerScope, employeeId: string) {
  return useEmployeeMutation(scope, (body: OpeningBalances & { version: number }) =>
    apiClient.put<Employee>(`/employer/${scope.employerId}/employees/${employeeId}/opening-balances`, body, {
      handlesErrors: true,
      roleId: scope.roleId,
    }),
  );
}
