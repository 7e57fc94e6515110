import type { getFileFormatResponse } from '@lonsam/domain/contracts/settings/get-file-format';
import type { updateFileFormatBody } from '@lonsam/domain/contracts/settings/update-file-format';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../../lib/api-client.ts';
import { type EmployerScope, employerScopeKey } from '../../../../lib/employer-scope.tsx';

export type FileFormatDocument = z.output<typeof getFileFormatResponse>;
export type FileFormatUpdate = z.input<typeof updateFileFormatBody>;

const path = (scope: EmployerScope) => `/employer/${scope.employerId}/settings/file-format`;
const key = (scope: EmployerScope) => [...employerScopeKey(scope), 'settings', 'file-format'] as const;

export function fileFormatQueryOptions(scope: EmployerScope) {
  return queryOptions({
    queryKey: key(scope),
    queryFn: () => apiClient.get<FileFormatDocument>(path(scope), { roleId: scope.roleId }),
  });
}

export function useFileFormat(scope: EmployerScope) {
  return useQuery(fileFormatQueryOptions(scope));
}

/** PUT the whole value; a 409 refetches, so "use stored" has the stored value. */
export function useUpdateFileFormat(scope: EmployerScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FileFormatUpdate) =>
      apiClient.put<FileFormatDocument>(path(scope), body, { handlesErrors: true, roleId: scope.roleId }),
    onSuccess: (document) => queryClient.setQueryData(key(scope), document),
    onError: () => queryClient.invalidateQueries({ queryKey: key(scope) }),
  });
}
