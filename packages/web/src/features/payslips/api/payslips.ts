import type { ListPayslipsResponse } from '@lonsam/domain/contracts/payslips/list-payslips';
import type { PayslipDetailView, PayslipSummaryView } from '@lonsam/domain/contracts/payslips/payslip-shapes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { type EmployerScope, employerScopeKey } from '../../../lib/employer-scope.tsx';

export type { PayslipDetailView, PayslipSummaryView };

/** The payslip queries of one role at the employer (each role sees its own payslips). */
export const payslipsKey = (scope: EmployerScope) => [...employerScopeKey(scope), 'payslips'] as const;

/** GET …/payslips: what the role may see, newest pay date first (an employee: their own, completed). */
export function listPayslipsQueryOptions(scope: EmployerScope, filters: { employmentId?: string } = {}) {
  return queryOptions({
    queryKey: [...payslipsKey(scope), 'list', filters],
    queryFn: async () =>
      (
        await apiClient.get<ListPayslipsResponse>(`/employer/${scope.employerId}/payslips`, {
          query: { employmentId: filters.employmentId },
          roleId: scope.roleId,
          handlesErrors: true,
        })
      ).payslips,
  });
}

export function usePayslipList(scope: EmployerScope, filters: { employmentId?: string } = {}) {
  return useQuery(listPayslipsQueryOptions(scope, filters));
}

/** GET …/payslips/:id; a 404 (not there, or not the caller's to see) is shown by the screen. */
export function payslipQueryOptions(scope: EmployerScope, payslipId: string) {
  return queryOptions({
    queryKey: [...payslipsKey(scope), 'detail', payslipId],
    queryFn: () =>
      apiClient.get<PayslipDetailView>(`/employer/${scope.employerId}/payslips/${payslipId}`, {
        roleId: scope.roleId,
        handlesErrors: true,
      }),
    retry: false,
  });
}

export function usePayslip(scope: EmployerScope, payslipId: string) {
  return useQuery(payslipQueryOptions(scope, payslipId));
}

/**
 * GET …/payslips/:id/pdf as a Blob. Fetched rather than linked: the request must carry the area's
 * role (`Employer-Identity-Role`), which a plain link cannot send.
 */
export function fetchPayslipPdf(scope: EmployerScope, payslipId: string): Promise<Blob> {
  return apiClient.get<Blob>(`/employer/${scope.employerId}/payslips/${payslipId}/pdf`, {
    headers: { Accept: 'application/pdf' },
    roleId: scope.roleId,
    handlesErrors: true,
  });
}
