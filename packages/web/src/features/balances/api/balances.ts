import type {
  BalanceChange,
  BalancesView,
  VacationBalanceRow,
  VacationBalancesView,
} from '@lonsam/domain/contracts/balances/balance-shapes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { type EmployerScope, employerScopeKey } from '../../../lib/employer-scope.tsx';

export type { BalanceChange, BalancesView, VacationBalanceRow, VacationBalancesView };

/** GET …/employments/:id/balances (today's); a 404 (not the caller's to see) is shown by the screen. */
export function balancesQueryOptions(scope: EmployerScope, employmentId: string) {
  return queryOptions({
    queryKey: [...employerScopeKey(scope), 'balances', employmentId],
    queryFn: () =>
      apiClient.get<BalancesView>(`/employer/${scope.employerId}/employments/${employmentId}/balances`, {
        roleId: scope.roleId,
        handlesErrors: true,
      }),
    retry: false,
  });
}

export function useBalances(scope: EmployerScope, employmentId: string) {
  return useQuery(balancesQueryOptions(scope, employmentId));
}

export type VacationBalanceFilters = { date: string; q: string; includeEnded: boolean };

const bulkQuery = (filters: VacationBalanceFilters) => ({
  date: /^\d{4}-\d{2}-\d{2}$/.test(filters.date) ? filters.date : undefined,
  q: filters.q.trim() || undefined,
  includeEnded: filters.includeEnded ? 'true' : undefined,
});

/** GET …/balances/vacation: every employment's vacation balance (Controlling.BulkVacationBalance). */
export function useVacationBalances(scope: EmployerScope, filters: VacationBalanceFilters) {
  return useQuery({
    queryKey: [...employerScopeKey(scope), 'balances', 'vacation', filters],
    queryFn: () =>
      apiClient.get<VacationBalancesView>(`/employer/${scope.employerId}/balances/vacation`, {
        query: bulkQuery(filters),
        roleId: scope.roleId,
        handlesErrors: true,
      }),
    // Typing in the search keeps the last rows on screen instead of a loader per letter.
    placeholderData: keepPreviousData,
  });
}

/** The same rows as CSV; fetched, not linked, so the request carries the area's role. */
export function fetchVacationBalancesCsv(
  scope: EmployerScope,
  filters: VacationBalanceFilters,
): Promise<string> {
  return apiClient.get<string>(`/employer/${scope.employerId}/balances/vacation/export`, {
    headers: { Accept: 'text/csv' },
    query: bulkQuery(filters),
    roleId: scope.roleId,
    handlesErrors: true,
  });
}
