import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export type Packaging = { id: string; name: string; description: string };

export function listPackagingsQueryOptions(tenantManagerId: string) {
  return queryOptions({
    queryKey: ['tenant-manager', tenantManagerId, 'packaging'],
    queryFn: () =>
      apiClient
        .get<{ data: Packaging[] }>(`/tenant-manager/${tenantManagerId}/packaging`)
        .then((r) => r.data),
  });
}

export function usePackagings(tenantManagerId: string) {
  return useSuspenseQuery(listPackagingsQueryOptions(tenantManagerId));
}
