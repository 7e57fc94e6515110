import type { exportEmployeesResponse } from '@lonsam/domain/contracts/employees/export-employees';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client.ts';
import type { EmployerScope } from '../../../lib/employer-scope.tsx';
import { type EmployeeListFilters, toListQuery } from './list-employees.ts';

/**
 * GET …/employees/export: the filtered list (every page) as CSV in the import's columns, so that
 * an exported file can be edited and imported again. The text arrives without its BOM (fetch
 * decodes it away); the download adds it back.
 */
export function exportEmployees(scope: EmployerScope, filters: EmployeeListFilters): Promise<string> {
  return apiClient.get<z.output<typeof exportEmployeesResponse>>(
    `/employer/${scope.employerId}/employees/export`,
    {
      query: toListQuery(filters),
      headers: { Accept: 'text/csv' },
      roleId: scope.roleId,
    },
  );
}
