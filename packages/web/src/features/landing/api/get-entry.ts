import type { getEntryResponse } from '@lonsam/domain/contracts/entry/get-entry';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client.ts';

export type LandingEntry = z.output<typeof getEntryResponse>;
export type EntryRole = LandingEntry['companies'][number]['roles'][number];

// Same key as the auth feature's entry query: one cache entry for GET /entry.
export const landingEntryQueryOptions = queryOptions({
  queryKey: ['entry'],
  queryFn: () => apiClient.get<LandingEntry>('/entry'),
});

export function useLandingEntry() {
  return useSuspenseQuery(landingEntryQueryOptions);
}
