import type { createEventBody } from '@lonsam/domain/contracts/events/create-event';
import type { EventView } from '@lonsam/domain/contracts/events/event-shapes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client.ts';
import type { EmployerScope } from '../../../lib/employer-scope.tsx';
import { invalidateEvents } from './get-event-calendar.ts';

export type CreateEventBody = z.input<typeof createEventBody>;

/** POST /employer/{id}/events: 201 with the event; field errors and refusals come back as problem+json. */
export function useCreateEvent(scope: EmployerScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateEventBody) =>
      apiClient.post<EventView>(`/employer/${scope.employerId}/events`, body, {
        handlesErrors: true,
        roleId: scope.roleId,
      }),
    onSettled: () => invalidateEvents(queryClient, scope.employerId),
  });
}
