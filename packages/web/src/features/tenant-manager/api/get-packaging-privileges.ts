import type { ActivePrivilegeEntry, PrivilegeEntry } from '@lonsam/domain/privileges/privilege-status';
import { queryOptions, useSuspenseQueries, useSuspenseQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export type SystemPrivilege = PrivilegeEntry & { description: string };
export type PackagingPrivileges = { active: ActivePrivilegeEntry[]; all: SystemPrivilege[] };

export function packagingPrivilegesQueryOptions(tenantManagerId: string, packagingId: string) {
  return queryOptions({
    queryKey: ['tenant-manager', tenantManagerId, 'packaging', packagingId],
    queryFn: () =>
      apiClient.get<PackagingPrivileges>(`/tenant-manager/${tenantManagerId}/packaging/${packagingId}`),
  });
}

export function usePackagingPrivileges(tenantManagerId: string, packagingId: string) {
  return useSuspenseQuery(packagingPrivilegesQueryOptions(tenantManagerId, packagingId));
}

/** Every packaging's privileges at once (the overview grid). */
export function useAllPackagingPrivileges(tenantManagerId: string, packagingIds: string[]) {
  return useSuspenseQueries({
    queries: packagingIds.map((id) => packagingPrivilegesQueryOptions(tenantManagerId, id)),
  });
}
