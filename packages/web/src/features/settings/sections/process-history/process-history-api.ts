import type { exportProcessHistoryResponse } from '@lonsam/domain/contracts/settings/export-process-history';
import type { listProcessHistoryResponse } from '@lonsam/domain/contracts/settings/list-process-history';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../../lib/api-client.ts';
import { type EmployerScope, employerScopeKey } from '../../../../lib/employer-scope.tsx';

export type ProcessHistoryPage = z.output<typeof listProcessHistoryResponse>;
export type ProcessHistoryFilters = { from: string; to: string; action: string; actorId: string };
export const NO_FILTERS: ProcessHistoryFilters = { from: '', to: '', action: '', actorId: '' };

const path = (scope: EmployerScope) => `/employer/${scope.employerId}/settings/process-history`;

/** Only the filters that are set: an empty one means "any". */
function toQuery(filters: ProcessHistoryFilters): Record<string, string> {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== ''));
}

export function useProcessHistory(scope: EmployerScope, filters: ProcessHistoryFilters, page: number) {
  return useQuery({
    queryKey: [...employerScopeKey(scope), 'settings', 'process-history', filters, page],
    queryFn: () =>
      apiClient.get<ProcessHistoryPage>(path(scope), {
        query: { ...toQuery(filters), page, pageSize: 50 },
        roleId: scope.roleId,
      }),
    // The table keeps the last page while the next loads, so it does not jump.
    placeholderData: keepPreviousData,
  });
}

/** The filtered history as CSV; fetch decodes the BOM away, the download adds it back. */
export function exportProcessHistory(scope: EmployerScope, filters: ProcessHistoryFilters): Promise<string> {
  return apiClient.get<z.output<typeof exportProcessHistoryResponse>>(`${path(scope)}/export`, {
    query: toQuery(filters),
    headers: { Accept: 'text/csv' },
    roleId: scope.roleId,
  });
}
