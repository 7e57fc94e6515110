import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export type EntryRole = 'admin' | 'manager' | 'user';

export type LandingEntry = {
  identity: { id: string; email: string | null; firstName: string | null; lastName: string | null };
  companies: { employerId: string; name: string; roles: EntryRole[] }[];
  isTenantManager: boolean;
  tenantManagerIds: string[];
};

// Same key as the auth feature's entry query: one cache entry for GET /entry.
export const landingEntryQueryOptions = queryOptions({
  queryKey: ['entry'],
  queryFn: () => apiClient.get<LandingEntry>('/entry'),
});

export function useLandingEntry() {
  return useSuspenseQuery(landingEntryQueryOptions);
}
