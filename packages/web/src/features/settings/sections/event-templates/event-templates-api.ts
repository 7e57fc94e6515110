import type { getEventTemplatesResponse } from '@lonsam/domain/contracts/settings/get-event-templates';
import type { updateEventTemplatesBody } from '@lonsam/domain/contracts/settings/update-event-templates';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../../lib/api-client.ts';
import { type EmployerScope, employerScopeKey } from '../../../../lib/employer-scope.tsx';

export type EventTemplatesDocument = z.output<typeof getEventTemplatesResponse>;
export type EventTemplatesUpdate = z.input<typeof updateEventTemplatesBody>;

const path = (scope: EmployerScope) => `/employer/${scope.employerId}/settings/event-templates`;
const key = (scope: EmployerScope) => [...employerScopeKey(scope), 'settings', 'event-templates'] as const;

export function useEventTemplates(scope: EmployerScope) {
  return useQuery({
    queryKey: key(scope),
    queryFn: () => apiClient.get<EventTemplatesDocument>(path(scope), { roleId: scope.roleId }),
  });
}

/** PUT the whole list with the version read; a 409 refetches, so "use stored" has the stored list. */
export function useUpdateEventTemplates(scope: EmployerScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EventTemplatesUpdate) =>
      apiClient.put<EventTemplatesDocument>(path(scope), body, { handlesErrors: true, roleId: scope.roleId }),
    onSuccess: (document) => queryClient.setQueryData(key(scope), document),
    onError: () => queryClient.invalidateQueries({ queryKey: key(scope) }),
  });
}
