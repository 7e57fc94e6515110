import type { ListSalaryTypesResponse } from '@lonsam/domain/contracts/salary-types/list-salary-types';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';
import { type EmployerScope, employerScopeKey } from '../../../../lib/employer-scope.tsx';

export type SalaryTypeChoice = { code: string; name: string; reportable: boolean; active: boolean };

/**
 * The company's salary types by code and name, for the templates' and groups' choices (the catalogue
 * itself is the salary-types section's). Needs `TenantManagement.SalarySupplements` read; without it
 * the forms show codes only.
 */
export function useSalaryTypeChoices(scope: EmployerScope) {
  return useQuery({
    queryKey: [...employerScopeKey(scope), 'settings', 'event-settings', 'salary-types'] as const,
    queryFn: async (): Promise<SalaryTypeChoice[]> => {
      const response = await apiClient.get<ListSalaryTypesResponse>(
        `/employer/${scope.employerId}/salary-types`,
        {
          roleId: scope.roleId,
          handlesErrors: true,
        },
      );
      return response.salaryTypes.map(({ code, name, reportable, active }) => ({
        code,
        name,
        reportable,
        active,
      }));
    },
  });
}

/** What employees may report: active and reportable, by code as a number. */
export function reportableChoices(choices: readonly SalaryTypeChoice[]): SalaryTypeChoice[] {
  return choices
    .filter((choice) => choice.active && choice.reportable)
    .sort((a, b) => Number(a.code) - Number(b.code));
}

export function salaryTypeLabel(code: string, choices: readonly SalaryTypeChoice[] | undefined): string {
  const found = choices?.find((choice) => choice.code === code);
  return found ? `${found.code} ${found.name}` : code;
}
