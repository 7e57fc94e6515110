import type { YearEndView } from '@lonsam/domain/contracts/balances/balance-shapes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { type EmployerScope, employerScopeKey } from '../../../lib/employer-scope.tsx';

export type { YearEndView };

const yearEndKey = (scope: EmployerScope, year: number) => [
  ...employerScopeKey(scope),
  'balances',
  'year-end',
  year,
];

const isRunning = (view: YearEndView | undefined) => view?.state === 'queued' || view?.state === 'running';

/** GET …/balances/year-end/:year, read again every second while the job runs. */
export function useYearEnd(scope: EmployerScope, year: number | null) {
  return useQuery({
    queryKey: yearEndKey(scope, year ?? 0),
    queryFn: () =>
      apiClient.get<YearEndView>(`/employer/${scope.employerId}/balances/year-end/${year}`, {
        roleId: scope.roleId,
        handlesErrors: true,
      }),
    enabled: year !== null,
    retry: false,
    refetchInterval: (query) => (isRunning(query.state.data) ? 1000 : false),
  });
}

/** POST …/balances/year-end: starts the job; when it is done, every balance of the company is read again. */
export function useStartYearEnd(scope: EmployerScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (year: number) =>
      apiClient.post<YearEndView>(
        `/employer/${scope.employerId}/balances/year-end`,
        { year },
        { roleId: scope.roleId, handlesErrors: true },
      ),
    onSuccess: (view, year) => queryClient.setQueryData(yearEndKey(scope, year), view),
  });
}

/** The balances after a finished year end (the bulk table shows the new days). */
export function useRefreshBalances(scope: EmployerScope) {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({ queryKey: [...employerScopeKey(scope), 'balances', 'vacation'] });
}
