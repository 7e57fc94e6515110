import type { EventView } from '@lonsam/domain/contracts/events/event-shapes';
import type { updateEventBody } from '@lonsam/domain/contracts/events/update-event';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client.ts';
import type { EmployerScope } from '../../../lib/employer-scope.tsx';
import { invalidateEvents } from './get-event-calendar.ts';

export type UpdateEventBody = z.input<typeof updateEventBody>;

/** PUT /employer/{id}/events/{eventId}: until attested; a stale version answers 409 with `current`. */
export function useUpdateEvent(scope: EmployerScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { eventId: string; body: UpdateEventBody }) =>
      apiClient.put<EventView>(`/employer/${scope.employerId}/events/${input.eventId}`, input.body, {
        handlesErrors: true,
        roleId: scope.roleId,
      }),
    onSettled: () => invalidateEvents(queryClient, scope.employerId),
  });
}
