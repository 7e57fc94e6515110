import type { lookupRoleResponse } from '@lonsam/domain/contracts/roles/lookup-role';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client.ts';

/**
 * The signed-in person's own manager role at the employer, if any. The API has no list of the
 * employer's manager roles yet, so the manager picker offers this one (and keeps the current one).
 */
export function ownManagerRoleQueryOptions(employerId: string) {
  return queryOptions({
    // Not employer-scoped (no role header): the lookup answers the same in every area.
    queryKey: ['lookup-role', employerId, 'manager', 'own-id'],
    queryFn: async () => {
      try {
        const found = await apiClient.get<z.output<typeof lookupRoleResponse>>(
          `/lookup-role/${employerId}/manager`,
          { handlesErrors: true },
        );
        return found.employerIdentityRoleId;
      } catch {
        return null;
      }
    },
    staleTime: 60_000,
  });
}

export function useOwnManagerRole(employerId: string) {
  return useQuery(ownManagerRoleQueryOptions(employerId));
}
