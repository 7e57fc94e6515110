import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export type Entry = {
  identity: {
    id: string;
    email: string | null;
    firstName: string | null;
    lastName: string | null;
    hasPassword: boolean;
    hasBankId: boolean;
  };
  companies: { employerId: string; name: string; roles: ('admin' | 'manager' | 'user')[] }[];
  isTenantManager: boolean;
  tenantManagerIds: string[];
};

export function getEntry(): Promise<Entry> {
  return apiClient.get<Entry>('/entry');
}

export const entryQueryOptions = queryOptions({ queryKey: ['entry'], queryFn: getEntry });

export function useEntry() {
  return useSuspenseQuery(entryQueryOptions);
}
