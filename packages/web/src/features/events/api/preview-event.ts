import type { previewEventBody, previewEventResponse } from '@lonsam/domain/contracts/events/preview-event';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client.ts';
import type { EmployerScope } from '../../../lib/employer-scope.tsx';
import { eventsKey } from './get-event-calendar.ts';

export type PreviewEventBody = z.input<typeof previewEventBody>;
export type EventPreview = z.output<typeof previewEventResponse>;

export function previewEvent(scope: EmployerScope, body: PreviewEventBody, signal?: AbortSignal) {
  return apiClient.post<EventPreview>(`/employer/${scope.employerId}/events/preview`, body, {
    // The form shows its own field errors; a preview of a half-typed event is no toast.
    handlesErrors: true,
    roleId: scope.roleId,
    signal,
  });
}

/**
 * POST /employer/{id}/events/preview as a query keyed by the body: the same event typed again is
 * answered from the cache, and the last answer stays on screen while the next one loads. `null`
 * asks nothing (the form is not complete yet).
 */
export function usePreviewEvent(scope: EmployerScope, body: PreviewEventBody | null) {
  return useQuery({
    queryKey: [...eventsKey(scope), 'preview', body],
    queryFn: ({ signal }) => previewEvent(scope, body as PreviewEventBody, signal),
    enabled: body !== null,
    placeholderData: keepPreviousData,
  });
}
