import type { getPackagingPrivilegesResponse } from '@lonsam/domain/contracts/tenant-manager/get-packaging-privileges';
import type { systemPrivilegeEntry } from '@lonsam/domain/contracts/tenant-manager/tenant-manager-shapes';
import { queryOptions, useSuspenseQueries, useSuspenseQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client.ts';

export type SystemPrivilege = z.output<typeof systemPrivilegeEntry>;
export type PackagingPrivileges = z.output<typeof getPackagingPrivilegesResponse>;

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
