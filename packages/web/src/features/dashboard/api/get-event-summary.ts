import type { EventSummary } from '@lonsam/domain/contracts/dashboard/get-event-summary';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { type EmployerScope, employerScopeKey } from '../../../lib/employer-scope.tsx';

export type { EventSummary };

/**
 * The start pages' event figures (GET /employer/{id}/dashboard/events): events waiting for the
 * caller's attestation, or the employee's own month. Under the events' resource name
 * (`['employer', id, role, 'events', …]`), so every event write refreshes it.
 */
export function useEventSummary(scope: EmployerScope, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: [...employerScopeKey(scope), 'events', 'dashboard'],
    queryFn: () =>
      apiClient.get<EventSummary>(`/employer/${scope.employerId}/dashboard/events`, {
        roleId: scope.roleId,
      }),
    enabled,
  });
}
