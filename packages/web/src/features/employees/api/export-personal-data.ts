import { apiClient } from '../../../lib/api-client.ts';
import type { EmployerScope } from '../../../lib/employer-scope.tsx';

/**
 * GET …/employees/:employeeId/personal-data: everything Lönsam holds about the employee as one JSON
 * file (GDPR right of access); the server audits each download. Answered as JSON, so it arrives parsed.
 */
export function exportPersonalData(scope: EmployerScope, employeeId: string): Promise<unknown> {
  return apiClient.get<unknown>(`/employer/${scope.employerId}/employees/${employeeId}/personal-data`, {
    roleId: scope.roleId,
  });
}
