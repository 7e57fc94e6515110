import type { PrivilegeUpdate } from '@lonsam/domain/privileges/activation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export function updatePackagingPrivilege(
  tenantManagerId: string,
  packagingId: string,
  update: PrivilegeUpdate,
) {
  // The dialog shows its own toast (Saved / Unable to save).
  return apiClient.post(`/tenant-manager/${tenantManagerId}/packaging/${packagingId}`, update, {
    handlesErrors: true,
  });
}

export function useUpdatePackagingPrivilege(tenantManagerId: string, packagingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: PrivilegeUpdate) => updatePackagingPrivilege(tenantManagerId, packagingId, update),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: ['tenant-manager', tenantManagerId, 'packaging'] }),
  });
}
