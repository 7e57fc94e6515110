import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

type OperatorEntry = { isTenantManager: boolean; tenantManagerIds: string[] };

// Same key as the other features' entry queries: one cache entry for GET /entry.
export const operatorEntryQueryOptions = queryOptions({
  queryKey: ['entry'],
  queryFn: () => apiClient.get<OperatorEntry>('/entry'),
});

export function useOperatorEntry() {
  return useSuspenseQuery(operatorEntryQueryOptions);
}
