import type { AdjustBalanceBody, BalanceAdjustment } from '@lonsam/domain/contracts/balances/balance-shapes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { type EmployerScope, employerScopeKey } from '../../../lib/employer-scope.tsx';

export type { AdjustBalanceBody, BalanceAdjustment };

/**
 * POST …/employments/:id/balances/adjustments: a manual adjustment with a reason, attested at once.
 * Afterwards every balance of the company is read again (the employee's and the bulk table).
 */
export function useAdjustBalance(scope: EmployerScope, employmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdjustBalanceBody) =>
      apiClient.post<BalanceAdjustment>(
        `/employer/${scope.employerId}/employments/${employmentId}/balances/adjustments`,
        body,
        { roleId: scope.roleId, handlesErrors: true },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...employerScopeKey(scope), 'balances'] }),
  });
}
