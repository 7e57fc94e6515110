import type { lookupRoleResponse } from '@lonsam/domain/contracts/roles/lookup-role';
import type { Role } from '@lonsam/domain/privileges/roles';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client.ts';

export type RoleLookup = z.output<typeof lookupRoleResponse>;

export function lookupRoleQueryOptions(employerId: string, role: Role) {
  return queryOptions({
    queryKey: ['lookup-role', employerId, role],
    // A 404 means "no such role": the area's loader sends the user to /landing, no error toast.
    queryFn: () => apiClient.get<RoleLookup>(`/lookup-role/${employerId}/${role}`, { handlesErrors: true }),
  });
}
