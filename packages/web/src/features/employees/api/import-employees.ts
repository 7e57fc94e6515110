import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { ImportPreview } from './types.ts';
import { useEmployeeMutation } from './use-employee-mutation.ts';

/** POST …/employees/import/preview: every row checked, nothing saved. */
export function usePreviewImport(employerId: string) {
  return useMutation({
    mutationFn: (csv: string) =>
      apiClient.post<ImportPreview>(
        `/employer/${employerId}/employees/import/preview`,
        { csv },
        { handlesErrors: true },
      ),
  });
}

/** POST …/employees/import/commit: all rows in one transaction, or 400 `IMPORT_HAS_ERRORS` and none. */
export function useCommitImport(employerId: string) {
  return useEmployeeMutation(employerId, (csv: string) =>
    apiClient.post<{ created: number }>(
      `/employer/${employerId}/employees/import/commit`,
      { csv },
      { handlesErrors: true },
    ),
  );
}
