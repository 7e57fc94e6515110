import type { ComparisonResponse } from '@lonsam/domain/contracts/reports/comparison-shapes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { type EmployerScope, employerScopeKey } from '../../../lib/employer-scope.tsx';

export type { ComparisonResponse };

/** Analys' 12-month comparisons (Analytics.Advanced): the 12 months ending at `to` against the 12 before. */
export const useComparison = (scope: EmployerScope, to: string, enabled = true) =>
  useQuery({
    queryKey: [...employerScopeKey(scope), 'reports', 'reports/comparison', { to }] as const,
    queryFn: () =>
      apiClient.get<ComparisonResponse>(`/employer/${scope.employerId}/reports/comparison`, {
        query: { to },
        roleId: scope.roleId,
        handlesErrors: true,
      }),
    placeholderData: keepPreviousData,
    enabled,
  });
