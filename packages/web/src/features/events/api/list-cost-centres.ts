import type { EmploymentChoices } from '@lonsam/domain/contracts/employees/list-employment-choices';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { type EmployerScope, employerScopeKey } from '../../../lib/employer-scope.tsx';

export type CostCentre = { id: string; label: string };

/** GET …/employment-choices: the active cost centres, for the event list's cost-centre filter. */
export function costCentresQueryOptions(scope: EmployerScope) {
  return queryOptions({
    queryKey: [...employerScopeKey(scope), 'cost-centre-choices'],
    queryFn: async (): Promise<CostCentre[]> => {
      const choices = await apiClient.get<EmploymentChoices>(
        `/employer/${scope.employerId}/employment-choices`,
        { roleId: scope.roleId, handlesErrors: true },
      );
      return choices.dimensionObjects
        .filter((object) => object.dimension === 'cost-centre')
        .map((object) => ({ id: object.id, label: `${object.code} ${object.name}` }));
    },
    staleTime: 60_000,
  });
}

/** `enabled: false` for a role that may not read employments (the route would answer 403). */
export function useCostCentres(scope: EmployerScope, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...costCentresQueryOptions(scope), enabled });
}
