import type { createWorkplaceBody } from '@lonsam/domain/contracts/workplaces/create-workplace';
import type { listWorkplacesResponse } from '@lonsam/domain/contracts/workplaces/list-workplaces';
import type { WorkplaceView } from '@lonsam/domain/contracts/workplaces/workplace-shapes';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../../lib/api-client.ts';
import { type EmployerScope, employerScopeKey } from '../../../../lib/employer-scope.tsx';

export type WorkplaceList = z.output<typeof listWorkplacesResponse>;
export type WorkplaceInput = z.input<typeof createWorkplaceBody>;
export type { WorkplaceView };

const path = (scope: EmployerScope) => `/employer/${scope.employerId}/settings/workplaces`;
const key = (scope: EmployerScope) => [...employerScopeKey(scope), 'settings', 'workplaces'] as const;

export function workplacesQueryOptions(scope: EmployerScope) {
  return queryOptions({
    queryKey: key(scope),
    queryFn: () => apiClient.get<WorkplaceList>(path(scope), { roleId: scope.roleId }),
  });
}

export function useWorkplaces(scope: EmployerScope) {
  return useQuery(workplacesQueryOptions(scope));
}

/**
 * Add, change, archive or restore one workplace; afterwards (or after a 409, so "use stored" has
 * the stored values) the list is read again, as is what employment forms may choose.
 */
export function useSaveWorkplace(scope: EmployerScope) {
  const queryClient = useQueryClient();
  const options = { handlesErrors: true, roleId: scope.roleId };
  const refresh = () => queryClient.invalidateQueries({ queryKey: employerScopeKey(scope) });
  return useMutation({
    mutationFn: (
      change:
        | { kind: 'create'; body: WorkplaceInput }
        | { kind: 'update'; id: string; body: WorkplaceInput & { version: number } }
        | { kind: 'archive' | 'restore'; id: string; version: number },
    ) => {
      if (change.kind === 'create') return apiClient.post<WorkplaceView>(path(scope), change.body, options);
      if (change.kind === 'update')
        return apiClient.put<WorkplaceView>(`${path(scope)}/${change.id}`, change.body, options);
      return apiClient.post<WorkplaceView>(
        `${path(scope)}/${change.id}/${change.kind}`,
        { version: change.version },
        options,
      );
    },
    onSettled: refresh,
  });
}
