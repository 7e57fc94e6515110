import type { DimensionObjectView } from '@lonsam/domain/contracts/dimensions/dimension-shapes';
import type { listDimensionObjectsResponse } from '@lonsam/domain/contracts/dimensions/list-dimension-objects';
import type { Dimension, DimensionObject } from '@lonsam/domain/settings/dimensions';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../../lib/api-client.ts';
import { type EmployerScope, employerScopeKey } from '../../../../lib/employer-scope.tsx';

export type DimensionObjectList = z.output<typeof listDimensionObjectsResponse>;
export type { DimensionObjectView };

const path = (scope: EmployerScope) => `/employer/${scope.employerId}/settings/dimensions`;
const key = (scope: EmployerScope) => [...employerScopeKey(scope), 'settings', 'dimensions'] as const;

export function dimensionObjectsQueryOptions(scope: EmployerScope) {
  return queryOptions({
    queryKey: key(scope),
    queryFn: () => apiClient.get<DimensionObjectList>(path(scope), { roleId: scope.roleId }),
  });
}

export function useDimensionObjects(scope: EmployerScope) {
  return useQuery(dimensionObjectsQueryOptions(scope));
}

/**
 * Add, change (or deactivate) and delete an object; afterwards (or after a 409) the list and what
 * employment forms may choose are read again.
 */
export function useSaveDimensionObject(scope: EmployerScope) {
  const queryClient = useQueryClient();
  const options = { handlesErrors: true, roleId: scope.roleId };
  return useMutation({
    mutationFn: (
      change:
        | { kind: 'create'; dimension: Dimension; body: DimensionObject }
        | { kind: 'update'; id: string; body: DimensionObject & { version: number } }
        | { kind: 'delete'; id: string; version: number },
    ) => {
      if (change.kind === 'create')
        return apiClient.post(`${path(scope)}/${change.dimension}/objects`, change.body, options);
      if (change.kind === 'update')
        return apiClient.put(`${path(scope)}/objects/${change.id}`, change.body, options);
      return apiClient.delete(`${path(scope)}/objects/${change.id}?version=${change.version}`, options);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: employerScopeKey(scope) }),
  });
}
