import type { deleteEventQuery } from '@lonsam/domain/contracts/events/delete-event';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client.ts';
import type { EmployerScope } from '../../../lib/employer-scope.tsx';
import { invalidateEvents } from './get-event-calendar.ts';

export type DeleteEventQuery = z.output<typeof deleteEventQuery>;

/** DELETE /employer/{id}/events/{eventId}?version=N: until attested; 204. */
export function useDeleteEvent(scope: EmployerScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { eventId: string } & DeleteEventQuery) =>
      apiClient.delete<void>(`/employer/${scope.employerId}/events/${input.eventId}`, {
        query: { version: input.version },
        roleId: scope.roleId,
      }),
    onSettled: () => invalidateEvents(queryClient, scope.employerId),
  });
}
