import type { getPayoutSettingsResponse } from '@lonsam/domain/contracts/settings/get-payout-settings';
import type { updatePayoutSettingsBody } from '@lonsam/domain/contracts/settings/update-payout-settings';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../../lib/api-client.ts';
import { type EmployerScope, employerScopeKey } from '../../../../lib/employer-scope.tsx';

export type PayoutSettingsDocument = z.output<typeof getPayoutSettingsResponse>;
export type PayoutSettingsUpdate = z.input<typeof updatePayoutSettingsBody>;

const path = (scope: EmployerScope) => `/employer/${scope.employerId}/settings/payout`;
const key = (scope: EmployerScope) => [...employerScopeKey(scope), 'settings', 'payout'] as const;

export function payoutSettingsQueryOptions(scope: EmployerScope) {
  return queryOptions({
    queryKey: key(scope),
    queryFn: () => apiClient.get<PayoutSettingsDocument>(path(scope), { roleId: scope.roleId }),
  });
}

export function usePayoutSettings(scope: EmployerScope) {
  return useQuery(payoutSettingsQueryOptions(scope));
}

/** PUT the whole value; a 409 refetches, so "use stored" has the stored value. */
export function useUpdatePayoutSettings(scope: EmployerScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PayoutSettingsUpdate) =>
      apiClient.put<PayoutSettingsDocument>(path(scope), body, { handlesErrors: true, roleId: scope.roleId }),
    onSuccess: (document) => queryClient.setQueryData(key(scope), document),
    onError: () => queryClient.invalidateQueries({ queryKey: key(scope) }),
  });
}
