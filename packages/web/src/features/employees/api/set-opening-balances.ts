import { apiClient } from '../../../lib/api-client.ts';
import type { Employee, OpeningBalances } from './types.ts';
import { useEmployeeMutation } from './use-employee-mutation.ts';

/** PUT …/opening-balances: balances carried over from another payroll system (admins only). */
export function useSetOpeningBalances(employerId: string, employeeId: string) {
  return useEmployeeMutation(employerId, (body: OpeningBalances & { version: number }) =>
    apiClient.put<Employee>(`/employer/${employerId}/employees/${employeeId}/opening-balances`, body, {
      handlesErrors: true,
    }),
  );
}
