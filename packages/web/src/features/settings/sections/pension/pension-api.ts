import type { getPensionResponse } from '@lonsam/domain/contracts/settings/get-pension';
import type { updatePensionBody } from '@lonsam/domain/contracts/settings/update-pension';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../../lib/api-client.ts';
import { type EmployerScope, employerScopeKey } from '../../../../lib/employer-scope.tsx';

export type PensionDocument = z.output<typeof getPensionResponse>;
export type PensionUpdate = z.input<typeof updatePensionBody>;

const path = (scope: EmployerScope) => `/employer/${scope.employerId}/settings/pension`;
const key = (scope: EmployerScope) => [...employerScopeKey(scope), 'settings', 'pension'] as const;

export function pensionQueryOptions(scope: EmployerScope) {
  return queryOptions({
    queryKey: key(scope),
    queryFn: () => apiClient.get<PensionDocument>(path(scope), { roleId: scope.roleId }),
  });
}

export function usePension(scope: EmployerScope) {
  return useQuery(pensionQueryOptions(scope));
}

/** PUT the whole value; a 409 refetches, so "use stored" has the stored value. */
export function useUpdatePension(scope: EmployerScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PensionUpdate) =>
      apiClient.put<PensionDocument>(path(scope), body, {
        handlesErrors: true,
        roleId: scope.roleId,
      }),
    onSuccess: (document) => queryClient.setQueryData(key(scope), document),
    onError: () => queryClient.invalidateQueries({ queryKey: key(scope) }),
  });
}
