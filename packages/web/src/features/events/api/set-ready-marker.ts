import type {
  setReadyMarkerBody,
  setReadyMarkerResponse,
} from '@lonsam/domain/contracts/events/set-ready-marker';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client.ts';
import type { EmployerScope } from '../../../lib/employer-scope.tsx';
import { invalidateEvents } from './get-event-calendar.ts';

export type SetReadyMarkerBody = z.input<typeof setReadyMarkerBody>;
export type ReadyMarkerAnswer = z.output<typeof setReadyMarkerResponse>;

/** PUT /employer/{id}/employments/{employmentId}/ready-markers/{YYYY-MM}: marks or unmarks the month. */
export function useSetReadyMarker(scope: EmployerScope, employmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { month: string } & SetReadyMarkerBody) =>
      apiClient.put<ReadyMarkerAnswer>(
        `/employer/${scope.employerId}/employments/${employmentId}/ready-markers/${input.month}`,
        { ready: input.ready },
        { roleId: scope.roleId },
      ),
    onSettled: () => invalidateEvents(queryClient, scope.employerId),
  });
}
