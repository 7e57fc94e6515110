import type {
  AgiDeclarationView,
  AgiPeriodView,
  ListAgiPeriodsResponse,
} from '@lonsam/domain/contracts/agi/agi-declarations';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { type EmployerScope, employerScopeKey } from '../../../lib/employer-scope.tsx';

export type { AgiDeclarationView, AgiPeriodView };

export const agiKey = (scope: EmployerScope) => [...employerScopeKey(scope), 'agi'] as const;

/** GET …/agi: every month a completed run was paid in, newest first, with its declaration. */
export function agiPeriodsQueryOptions(scope: EmployerScope) {
  return queryOptions({
    queryKey: [...agiKey(scope), 'periods'],
    queryFn: async () =>
      (
        await apiClient.get<ListAgiPeriodsResponse>(`/employer/${scope.employerId}/agi`, {
          roleId: scope.roleId,
          handlesErrors: true,
        })
      ).periods,
  });
}

export function useAgiPeriods(scope: EmployerScope) {
  return useQuery(agiPeriodsQueryOptions(scope));
}

/** POST …/agi/:period/declarations: the declaration (a new revision when runs were added). */
export function useCreateAgiDeclaration(scope: EmployerScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (period: string) =>
      apiClient.post<AgiDeclarationView>(
        `/employer/${scope.employerId}/agi/${period}/declarations`,
        undefined,
        { roleId: scope.roleId, handlesErrors: true },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: agiKey(scope) }),
  });
}

/** POST …/agi/declarations/:id/submitted. */
export function useMarkAgiSubmitted(scope: EmployerScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; submittedOn: string; version: number }) =>
      apiClient.post<AgiDeclarationView>(
        `/employer/${scope.employerId}/agi/declarations/${input.id}/submitted`,
        { submittedOn: input.submittedOn, version: input.version },
        { roleId: scope.roleId, handlesErrors: true },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: agiKey(scope) }),
  });
}

/**
 * GET …/agi/declarations/:id/xml as a Blob. Fetched rather than linked: the request must carry the
 * area's role (`Employer-Identity-Role`), which a plain link cannot send.
 */
export function fetchAgiXml(scope: EmployerScope, declarationId: string): Promise<Blob> {
  return apiClient.get<Blob>(`/employer/${scope.employerId}/agi/declarations/${declarationId}/xml`, {
    headers: { Accept: 'application/xml' },
    roleId: scope.roleId,
    handlesErrors: true,
  });
}
