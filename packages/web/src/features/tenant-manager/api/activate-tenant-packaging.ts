import type { TenantActivationRequest } from '@lonsam/domain/schemas/tenant-manager';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export function activateTenantPackaging(tenantManagerId: string, request: TenantActivationRequest) {
  // The dialog shows its own toast (Success / Error).
  return apiClient.post(`/tenant-manager/${tenantManagerId}/tenants`, request, { handlesErrors: true });
}

export function useActivateTenantPackaging(tenantManagerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TenantActivationRequest) => activateTenantPackaging(tenantManagerId, request),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: ['tenant-manager', tenantManagerId, 'tenants'] }),
  });
}
