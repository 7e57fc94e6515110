import type { getEntryResponse } from '@lonsam/domain/contracts/entry/get-entry';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client.ts';

/** GET /entry as the contract describes it. */
export type Entry = z.output<typeof getEntryResponse>;

export function getEntry(): Promise<Entry> {
  return apiClient.get<Entry>('/entry');
}

export const entryQueryOptions = queryOptions({ queryKey: ['entry'], queryFn: getEntry });

export function useEntry() {
  return useSuspenseQuery(entryQueryOptions);
}
