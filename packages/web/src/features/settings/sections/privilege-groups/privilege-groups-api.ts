import type {
  PrivilegeGroupList,
  PrivilegeGroupView,
  privilegeGroupBody,
} from '@lonsam/domain/contracts/privilege-groups/privilege-groups';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../../lib/api-client.ts';
import { type EmployerScope, employerScopeKey } from '../../../../lib/employer-scope.tsx';

export type { PrivilegeGroupList, PrivilegeGroupView };
export type PrivilegeGroupInput = z.input<typeof privilegeGroupBody>;

const path = (scope: EmployerScope) => `/employer/${scope.employerId}/privilege-groups`;
const key = (scope: EmployerScope) => [...employerScopeKey(scope), 'settings', 'privilege-groups'] as const;

export function usePrivilegeGroups(scope: EmployerScope) {
  return useQuery(
    queryOptions({
      queryKey: key(scope),
      queryFn: () => apiClient.get<PrivilegeGroupList>(path(scope), { roleId: scope.roleId }),
    }),
  );
}

/**
 * Create, change or delete a group; afterwards everything of the employer is read again, since the
 * admin's own privileges may have changed with it.
 */
export function useSavePrivilegeGroup(scope: EmployerScope) {
  const queryClient = useQueryClient();
  const options = { handlesErrors: true, roleId: scope.roleId };
  return useMutation({
    mutationFn: (
      change:
        | { kind: 'create'; body: PrivilegeGroupInput }
        | { kind: 'update'; id: string; body: PrivilegeGroupInput & { version: number } }
        | { kind: 'delete'; id: string; version: number },
    ) => {
      if (change.kind === 'create') return apiClient.post(path(scope), change.body, options);
      if (change.kind === 'update') return apiClient.put(`${path(scope)}/${change.id}`, change.body, options);
      return apiClient.delete(`${path(scope)}/${change.id}`, {
        ...options,
        query: { version: change.version },
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: employerScopeKey(scope) }),
  });
}
