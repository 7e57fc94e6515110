import type { getAdminDashboardResponse } from '@lonsam/domain/contracts/dashboard/get-admin-dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client.ts';
import { type EmployerScope, employerScopeKey } from '../../../lib/employer-scope.tsx';

export type AdminDashboard = z.output<typeof getAdminDashboardResponse>;

/**
 * The admin start page's figures (GET /employer/{id}/dashboard/admin). A prefetch passes
 * `handlesErrors`: a role the figures are closed to gets no error toast for it.
 */
export function adminDashboardQueryOptions(
  scope: EmployerScope,
  { handlesErrors = false }: { handlesErrors?: boolean } = {},
) {
  return queryOptions({
    // Under the employees' resource name, so a write to the register refreshes it too.
    queryKey: [...employerScopeKey(scope), 'employees', 'dashboard'],
    queryFn: () =>
      apiClient.get<AdminDashboard>(`/employer/${scope.employerId}/dashboard/admin`, {
        roleId: scope.roleId,
        handlesErrors,
      }),
  });
}

export function useAdminDashboard(scope: EmployerScope, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...adminDashboardQueryOptions(scope), enabled });
}
