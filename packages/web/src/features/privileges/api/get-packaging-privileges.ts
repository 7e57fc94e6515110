import { PACKAGING_PRIVILEGE_CACHE_SECONDS } from '@lonsam/domain/constants/client-limits';
import type { PrivilegeSourceEntry } from '@lonsam/domain/privileges/access-check';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** The role's privileges in the employer's active packaging, cached 30 minutes (spec §9). */
export function packagingPrivilegesQueryOptions(employerId: string, roleId: string) {
  return queryOptions({
    // The role id is part of the key: each role area has its own list.
    queryKey: ['employer', employerId, 'packaging-privileges', roleId],
    queryFn: () => apiClient.get<PrivilegeSourceEntry[]>(`/employer/${employerId}/active/packaging`),
    staleTime: PACKAGING_PRIVILEGE_CACHE_SECONDS * 1000,
    gcTime: PACKAGING_PRIVILEGE_CACHE_SECONDS * 1000,
  });
}

export function usePackagingPrivileges(employerId: string, roleId: string) {
  return useQuery(packagingPrivilegesQueryOptions(employerId, roleId));
}
