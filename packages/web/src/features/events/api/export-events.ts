import { apiClient } from '../../../lib/api-client.ts';
import type { EmployerScope } from '../../../lib/employer-scope.tsx';
import { type EventListFilters, toEventListQuery } from './list-events.ts';

/**
 * GET …/events/export: every event of the filters as CSV (text/csv). Fetched rather than linked,
 * because the request must carry the area's role (`Employer-Identity-Role`); the download adds
 * the byte-order mark back that fetch decodes away.
 */
export function exportEvents(scope: EmployerScope, filters: EventListFilters): Promise<string> {
  return apiClient.get<string>(`/employer/${scope.employerId}/events/export`, {
    query: toEventListQuery(filters),
    headers: { Accept: 'text/csv' },
    roleId: scope.roleId,
  });
}
