import type { getEntryResponse } from '@lonsam/domain/contracts/entry/get-entry';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client.ts';

type OperatorEntry = z.output<typeof getEntryResponse>;

// Same key as the other features' entry queries: one cache entry for GET /entry.
export const operatorEntryQueryOptions = queryOptions({
  queryKey: ['entry'],
  queryFn: () => apiClient.get<OperatorEntry>('/entry'),
});

export function useOperatorEntry() {
  return useSuspenseQuery(operatorEntryQueryOptions);
}
