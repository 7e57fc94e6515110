import type { getCompanyAddressResponse } from '@lonsam/domain/contracts/settings/get-company-address';
import type { getCompanyInfoSettingsResponse } from '@lonsam/domain/contracts/settings/get-company-info';
import type { updateCompanyAddressBody } from '@lonsam/domain/contracts/settings/update-company-address';
import type { updateCompanyInfoSettingsBody } from '@lonsam/domain/contracts/settings/update-company-info';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../../lib/api-client.ts';
import { type EmployerScope, employerScopeKey } from '../../../../lib/employer-scope.tsx';

export type CompanyInfoDocument = z.output<typeof getCompanyInfoSettingsResponse>;
export type CompanyInfoUpdate = z.input<typeof updateCompanyInfoSettingsBody>;
export type CompanyAddressDocument = z.output<typeof getCompanyAddressResponse>;
export type CompanyAddressUpdate = z.input<typeof updateCompanyAddressBody>;

const infoPath = (scope: EmployerScope) => `/employer/${scope.employerId}/settings/company/info`;
const addressPath = (scope: EmployerScope) => `/employer/${scope.employerId}/settings/company/address`;
const infoKey = (scope: EmployerScope) => [...employerScopeKey(scope), 'settings', 'company-info'] as const;
const addressKey = (scope: EmployerScope) =>
  [...employerScopeKey(scope), 'settings', 'company-address'] as const;

export function useCompanyInfo(scope: EmployerScope) {
  return useQuery({
    queryKey: infoKey(scope),
    queryFn: () => apiClient.get<CompanyInfoDocument>(infoPath(scope), { roleId: scope.roleId }),
  });
}

/** PUT the whole value; a 409 refetches, so "use stored" has the stored value. */
export function useUpdateCompanyInfo(scope: EmployerScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CompanyInfoUpdate) =>
      apiClient.put<CompanyInfoDocument>(infoPath(scope), body, {
        handlesErrors: true,
        roleId: scope.roleId,
      }),
    onSuccess: (document) => {
      queryClient.setQueryData(infoKey(scope), document);
      // The company's name shows in the header and the browser title too (from the entry).
      void queryClient.invalidateQueries({ queryKey: ['entry'] });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: infoKey(scope) }),
  });
}

export function useCompanyAddress(scope: EmployerScope) {
  return useQuery({
    queryKey: addressKey(scope),
    queryFn: () => apiClient.get<CompanyAddressDocument>(addressPath(scope), { roleId: scope.roleId }),
  });
}

export function useUpdateCompanyAddress(scope: EmployerScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CompanyAddressUpdate) =>
      apiClient.put<CompanyAddressDocument>(addressPath(scope), body, {
        handlesErrors: true,
        roleId: scope.roleId,
      }),
    onSuccess: (document) => queryClient.setQueryData(addressKey(scope), document),
    onError: () => queryClient.invalidateQueries({ queryKey: addressKey(scope) }),
  });
}
