import { PACKAGING_PRIVILEGE_CACHE_SECONDS } from '@lonsam/domain/constants/client-limits';
import type { getPackagingPrivilegesResponse } from '@lonsam/domain/contracts/employer/get-packaging-privileges';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client.ts';
import { type EmployerScope, employerScopeKey } from '../../../lib/employer-scope.tsx';
import { PACKAGING_PRIVILEGES_RESOURCE } from '../../../lib/query-client.ts';

/** The role's privileges in the employer's active packaging, cached 30 minutes (spec §9). */
export function packagingPrivilegesQueryOptions(scope: EmployerScope) {
  return queryOptions({
    // A 403 anywhere refreshes this query by its resource name (lib/query-client.ts).
    queryKey: [...employerScopeKey(scope), PACKAGING_PRIVILEGES_RESOURCE],
    queryFn: () =>
      apiClient.get<z.output<typeof getPackagingPrivilegesResponse>>(
        `/employer/${scope.employerId}/active/packaging`,
        {
          roleId: scope.roleId,
        },
      ),
    staleTime: PACKAGING_PRIVILEGE_CACHE_SECONDS * 1000,
    gcTime: PACKAGING_PRIVILEGE_CACHE_SECONDS * 1000,
  });
}

export function usePackagingPrivileges(scope: EmployerScope) {
  return useQuery(packagingPrivilegesQueryOptions(scope));
}
