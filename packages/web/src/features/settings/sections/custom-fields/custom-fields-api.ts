import type { getCustomFieldsResponse } from '@lonsam/domain/contracts/settings/get-custom-fields';
import type { updateCustomFieldsBody } from '@lonsam/domain/contracts/settings/update-custom-fields';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../../lib/api-client.ts';
import { type EmployerScope, employerScopeKey } from '../../../../lib/employer-scope.tsx';

export type CustomFieldsDocument = z.output<typeof getCustomFieldsResponse>;
export type CustomFieldsUpdate = z.input<typeof updateCustomFieldsBody>;

const path = (scope: EmployerScope) => `/employer/${scope.employerId}/settings/custom-fields`;
const key = (scope: EmployerScope) => [...employerScopeKey(scope), 'settings', 'custom-fields'] as const;

export function customFieldsQueryOptions(scope: EmployerScope) {
  return queryOptions({
    queryKey: key(scope),
    queryFn: () => apiClient.get<CustomFieldsDocument>(path(scope), { roleId: scope.roleId }),
  });
}

export function useCustomFields(scope: EmployerScope) {
  return useQuery(customFieldsQueryOptions(scope));
}

/** PUT the whole value with the version read; a 409 refetches, so "use stored" has the stored value. */
export function useUpdateCustomFields(scope: EmployerScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CustomFieldsUpdate) =>
      apiClient.put<CustomFieldsDocument>(path(scope), body, { handlesErrors: true, roleId: scope.roleId }),
    onSuccess: (document) => queryClient.setQueryData(key(scope), document),
    onError: () => queryClient.invalidateQueries({ queryKey: key(scope) }),
  });
}
