import type { listTenantsResponse } from '@lonsam/domain/contracts/tenant-manager/list-tenants';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client.ts';

export type TenantsResponse = z.output<typeof listTenantsResponse>;
export type Tenant = TenantsResponse['tenants'][number];
export type TenantPackagingPeriod = Tenant['packaging'][number];

export function listTenantsQueryOptions(tenantManagerId: string) {
  return queryOptions({
    queryKey: ['tenant-manager', tenantManagerId, 'tenants'],
    queryFn: () => apiClient.get<TenantsResponse>(`/tenant-manager/${tenantManagerId}/tenants`),
  });
}

export function useTenants(tenantManagerId: string) {
  return useSuspenseQuery(listTenantsQueryOptions(tenantManagerId));
}
