import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { Packaging } from './list-packagings.ts';

export type TenantPackagingPeriod = { packagingId: string; validFrom: string };
export type Tenant = {
  name: string;
  orgNumber: string | null;
  employerPublicId: string;
  packaging: TenantPackagingPeriod[];
};
export type TenantsResponse = { tenants: Tenant[]; packaging: Packaging[] };

export function listTenantsQueryOptions(tenantManagerId: string) {
  return queryOptions({
    queryKey: ['tenant-manager', tenantManagerId, 'tenants'],
    queryFn: () => apiClient.get<TenantsResponse>(`/tenant-manager/${tenantManagerId}/tenants`),
  });
}

export function useTenants(tenantManagerId: string) {
  return useSuspenseQuery(listTenantsQueryOptions(tenantManagerId));
}
