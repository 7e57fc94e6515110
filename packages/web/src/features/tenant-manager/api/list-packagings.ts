import type { listPackagingsResponse } from '@lonsam/domain/contracts/tenant-manager/list-packagings';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client.ts';

export type Packaging = z.output<typeof listPackagingsResponse>['data'][number];

export function listPackagingsQueryOptions(tenantManagerId: string) {
  return queryOptions({
    queryKey: ['tenant-manager', tenantManagerId, 'packaging'],
    queryFn: () =>
      apiClient
        .get<z.output<typeof listPackagingsResponse>>(`/tenant-manager/${tenantManagerId}/packaging`)
        .then((r) => r.data),
  });
}

export function usePackagings(tenantManagerId: string) {
  return useSuspenseQuery(listPackagingsQueryOptions(tenantManagerId));
}
