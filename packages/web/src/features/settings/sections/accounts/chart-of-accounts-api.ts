import type { getChartOfAccountsResponse } from '@lonsam/domain/contracts/settings/get-chart-of-accounts';
import type { updateChartOfAccountsBody } from '@lonsam/domain/contracts/settings/update-chart-of-accounts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../../lib/api-client.ts';
import { type EmployerScope, employerScopeKey } from '../../../../lib/employer-scope.tsx';

export type ChartOfAccountsDocument = z.output<typeof getChartOfAccountsResponse>;
export type ChartOfAccountsUpdate = z.input<typeof updateChartOfAccountsBody>;

const path = (scope: EmployerScope) => `/employer/${scope.employerId}/settings/chart-of-accounts`;
const key = (scope: EmployerScope) => [...employerScopeKey(scope), 'settings', 'chart-of-accounts'] as const;

export function chartOfAccountsQueryOptions(scope: EmployerScope) {
  return queryOptions({
    queryKey: key(scope),
    queryFn: () => apiClient.get<ChartOfAccountsDocument>(path(scope), { roleId: scope.roleId }),
  });
}

export function useChartOfAccounts(scope: EmployerScope) {
  return useQuery(chartOfAccountsQueryOptions(scope));
}

/** PUT the whole chart; a 409 refetches, so the conflict alert's "use stored" has the stored chart. */
export function useUpdateChartOfAccounts(scope: EmployerScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChartOfAccountsUpdate) =>
      apiClient.put<ChartOfAccountsDocument>(path(scope), body, {
        handlesErrors: true,
        roleId: scope.roleId,
      }),
    onSuccess: (document) => queryClient.setQueryData(key(scope), document),
    onError: () => queryClient.invalidateQueries({ queryKey: key(scope) }),
  });
}
