import type {
  BankFileView,
  ListPayoutsResponse,
  PayoutRunView,
  PayoutView,
} from '@lonsam/domain/contracts/bank-files/bank-files';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { type EmployerScope, employerScopeKey } from '../../../lib/employer-scope.tsx';

export type { BankFileView, PayoutRunView, PayoutView };

/** GET …/payouts: the completed runs whose payout the role may see (a manager's: their team's). */
export function usePayoutRuns(scope: EmployerScope) {
  return useQuery({
    queryKey: [...employerScopeKey(scope), 'payouts'],
    queryFn: async () =>
      (
        await apiClient.get<ListPayoutsResponse>(`/employer/${scope.employerId}/payouts`, {
          roleId: scope.roleId,
          handlesErrors: true,
        })
      ).runs,
  });
}

export const payoutKey = (scope: EmployerScope, runId: string) =>
  [...employerScopeKey(scope), 'payout', runId] as const;

/** GET …/payroll-runs/:runId/payout: who gets what, what stops a file, the files made. */
export function payoutQueryOptions(scope: EmployerScope, runId: string) {
  return queryOptions({
    queryKey: payoutKey(scope, runId),
    queryFn: () =>
      apiClient.get<PayoutView>(`/employer/${scope.employerId}/payroll-runs/${runId}/payout`, {
        roleId: scope.roleId,
        handlesErrors: true,
      }),
    retry: false,
  });
}

export function usePayout(scope: EmployerScope, runId: string) {
  return useQuery(payoutQueryOptions(scope, runId));
}

/** POST …/payroll-runs/:runId/bank-files: the file, or 422 listing who cannot be paid. */
export function useCreateBankFile(scope: EmployerScope, runId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (leaveOut: string[]) =>
      apiClient.post<BankFileView>(
        `/employer/${scope.employerId}/payroll-runs/${runId}/bank-files`,
        { leaveOut },
        { roleId: scope.roleId, handlesErrors: true },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: payoutKey(scope, runId) }),
  });
}

/** POST …/bank-files/:fileId/sent. */
export function useMarkBankFileSent(scope: EmployerScope, runId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: { id: string; version: number }) =>
      apiClient.post<BankFileView>(
        `/employer/${scope.employerId}/bank-files/${file.id}/sent`,
        { version: file.version },
        { roleId: scope.roleId, handlesErrors: true },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: payoutKey(scope, runId) }),
  });
}

/** GET …/bank-files/:fileId/content as a Blob (the role header cannot go with a plain link). */
export function fetchBankFile(scope: EmployerScope, fileId: string): Promise<Blob> {
  return apiClient.get<Blob>(`/employer/${scope.employerId}/bank-files/${fileId}/content`, {
    headers: { Accept: 'application/octet-stream, application/xml' },
    roleId: scope.roleId,
    handlesErrors: true,
  });
}
