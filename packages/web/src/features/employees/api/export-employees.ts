import { apiClient } from '../../../lib/api-client.ts';
import { type EmployeeListFilters, toListQuery } from './list-employees.ts';

/**
 * GET …/employees/export: the filtered list (every page) as CSV in the import's columns, so that
 * an exported file can be edited and imported again. The text arrives without its BOM (fetch
 * decodes it away); the download adds it back.
 */
export function exportEmployees(employerId: string, filters: EmployeeListFilters): Promise<string> {
  return apiClient.get<string>(`/employer/${employerId}/employees/export`, {
    query: toListQuery(filters),
    headers: { Accept: 'text/csv' },
  });
}
