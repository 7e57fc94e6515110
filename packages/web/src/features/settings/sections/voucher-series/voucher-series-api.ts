import type { getVoucherSeriesResponse } from '@lonsam/domain/contracts/settings/get-voucher-series';
import type { updateVoucherSeriesBody } from '@lonsam/domain/contracts/settings/update-voucher-series';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../../lib/api-client.ts';
import { type EmployerScope, employerScopeKey } from '../../../../lib/employer-scope.tsx';

export type VoucherSeriesDocument = z.output<typeof getVoucherSeriesResponse>;
export type VoucherSeriesUpdate = z.input<typeof updateVoucherSeriesBody>;

const path = (scope: EmployerScope) => `/employer/${scope.employerId}/settings/voucher-series`;
const key = (scope: EmployerScope) => [...employerScopeKey(scope), 'settings', 'voucher-series'] as const;

export function voucherSeriesQueryOptions(scope: EmployerScope) {
  return queryOptions({
    queryKey: key(scope),
    queryFn: () => apiClient.get<VoucherSeriesDocument>(path(scope), { roleId: scope.roleId }),
  });
}

export function useVoucherSeries(scope: EmployerScope) {
  return useQuery(voucherSeriesQueryOptions(scope));
}

/** PUT the whole value; a 409 refetches, so "use stored" has the stored value. */
export function useUpdateVoucherSeries(scope: EmployerScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VoucherSeriesUpdate) =>
      apiClient.put<VoucherSeriesDocument>(path(scope), body, { handlesErrors: true, roleId: scope.roleId }),
    onSuccess: (document) => queryClient.setQueryData(key(scope), document),
    onError: () => queryClient.invalidateQueries({ queryKey: key(scope) }),
  });
}
