import type { listEmployeesResponse } from '@lonsam/domain/contracts/employees/list-employees';
import type { getEventGroupsResponse } from '@lonsam/domain/contracts/settings/get-event-groups';
import type { updateEventGroupsBody } from '@lonsam/domain/contracts/settings/update-event-groups';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../../lib/api-client.ts';
import { type EmployerScope, employerScopeKey } from '../../../../lib/employer-scope.tsx';

export type EventGroupsDocument = z.output<typeof getEventGroupsResponse>;
export type EventGroupsUpdate = z.input<typeof updateEventGroupsBody>;

const path = (scope: EmployerScope) => `/employer/${scope.employerId}/settings/event-groups`;
const key = (scope: EmployerScope) => [...employerScopeKey(scope), 'settings', 'event-groups'] as const;

export function useEventGroups(scope: EmployerScope) {
  return useQuery({
    queryKey: key(scope),
    queryFn: () => apiClient.get<EventGroupsDocument>(path(scope), { roleId: scope.roleId }),
  });
}

/** PUT the whole list with the version read; a 409 refetches, so "use stored" has the stored list. */
export function useUpdateEventGroups(scope: EmployerScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EventGroupsUpdate) =>
      apiClient.put<EventGroupsDocument>(path(scope), body, { handlesErrors: true, roleId: scope.roleId }),
    onSuccess: (document) => queryClient.setQueryData(key(scope), document),
    onError: () => queryClient.invalidateQueries({ queryKey: key(scope) }),
  });
}

/** An employment a group may name, by the person's name; `hasEnded` marks one that is over. */
export type EmploymentChoice = { employmentId: string; name: string; hasEnded: boolean };

// The list's largest page; a company with more employments sees the first 500 by name.
const MAX_CHOICES = 500;

/** The company's employments by name (GET /employees, the employee list's contract). */
export function useEmploymentChoices(scope: EmployerScope, today: string) {
  return useQuery({
    queryKey: [...employerScopeKey(scope), 'settings', 'event-groups', 'employments'] as const,
    queryFn: async (): Promise<EmploymentChoice[]> => {
      const list = await apiClient.get<z.output<typeof listEmployeesResponse>>(
        `/employer/${scope.employerId}/employees`,
        {
          roleId: scope.roleId,
          handlesErrors: true,
          query: { page: 1, pageSize: MAX_CHOICES, sort: 'name', status: 'all' },
        },
      );
      return list.items.flatMap((item) =>
        item.employmentId
          ? [
              {
                employmentId: item.employmentId,
                name: [item.firstName, item.lastName].filter(Boolean).join(' '),
                hasEnded: Boolean(item.endDate && item.endDate < today),
              },
            ]
          : [],
      );
    },
  });
}
