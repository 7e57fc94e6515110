import type { getSocialFeeLiabilityResponse } from '@lonsam/domain/contracts/settings/get-social-fee-liability';
import type { updateSocialFeeLiabilityBody } from '@lonsam/domain/contracts/settings/update-social-fee-liability';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../../lib/api-client.ts';
import { type EmployerScope, employerScopeKey } from '../../../../lib/employer-scope.tsx';

export type SocialFeeLiabilityDocument = z.output<typeof getSocialFeeLiabilityResponse>;
export type SocialFeeLiabilityUpdate = z.input<typeof updateSocialFeeLiabilityBody>;

const path = (scope: EmployerScope) => `/employer/${scope.employerId}/settings/social-fee-liability`;
const key = (scope: EmployerScope) =>
  [...employerScopeKey(scope), 'settings', 'social-fee-liability'] as const;

export function socialFeeLiabilityQueryOptions(scope: EmployerScope) {
  return queryOptions({
    queryKey: key(scope),
    queryFn: () => apiClient.get<SocialFeeLiabilityDocument>(path(scope), { roleId: scope.roleId }),
  });
}

export function useSocialFeeLiability(scope: EmployerScope) {
  return useQuery(socialFeeLiabilityQueryOptions(scope));
}

/** PUT the whole value; a 409 refetches, so "use stored" has the stored value. */
export function useUpdateSocialFeeLiability(scope: EmployerScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SocialFeeLiabilityUpdate) =>
      apiClient.put<SocialFeeLiabilityDocument>(path(scope), body, {
        handlesErrors: true,
        roleId: scope.roleId,
      }),
    onSuccess: (document) => queryClient.setQueryData(key(scope), document),
    onError: () => queryClient.invalidateQueries({ queryKey: key(scope) }),
  });
}
