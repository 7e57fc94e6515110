import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { EmployerScope } from '../../../lib/employer-scope.tsx';
import type { ImportCommitted, ImportPreview } from './types.ts';
import { useEmployeeMutation } from './use-employee-mutation.ts';

/** POST …/employees/import/preview: every row checked, nothing saved. */
export function usePreviewImport(scope: EmployerScope) {
  return useMutation({
    mutationFn: (csv: string) =>
      apiClient.post<ImportPreview>(
        `/employer/${scope.employerId}/employees/import/preview`,
        { csv },
        { handlesErrors: true, roleId: scope.roleId },
      ),
  });
}

/** POST …/employees/import/commit: all rows in one transaction, or 400 `IMPORT_HAS_ERRORS` and none. */
export function useCommitImport(scope: EmployerScope) {
  return useEmployeeMutation(scope, (csv: string) =>
    apiClient.post<ImportCommitted>(
      `/employer/${scope.employerId}/employees/import/commit`,
      { csv },
      { handlesErrors: true, roleId: scope.roleId },
    ),
  );
}
