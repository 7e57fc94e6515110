import type { EmploymentChoices } from '@lonsam/domain/contracts/employees/list-employment-choices';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { type EmployerScope, employerScopeKey } from '../../../lib/employer-scope.tsx';

export type { EmploymentChoices };

/** GET …/employment-choices: the workplaces, cost centres and projects an employment may refer to. */
export function employmentChoicesQueryOptions(scope: EmployerScope) {
  return queryOptions({
    queryKey: [...employerScopeKey(scope), 'employment-choices'] as const,
    queryFn: () =>
      apiClient.get<EmploymentChoices>(`/employer/${scope.employerId}/employment-choices`, {
        roleId: scope.roleId,
      }),
    staleTime: 60_000,
  });
}

/** `enabled: false` for a role that may not read employments (the route would answer 403). */
export function useEmploymentChoices(scope: EmployerScope, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...employmentChoicesQueryOptions(scope), enabled });
}

type Option = { value: string; label: string };

/**
 * The options of one reference: the choosable ones, plus the employment's current one when it is
 * no longer choosable (an archived workplace, an inactive cost centre), so it still shows by name.
 */
export function toReferenceOptions(
  choosable: Option[],
  current: { id: string | null; label: string | null },
  none: Option,
): Option[] {
  const options = [none, ...choosable];
  if (current.id && !options.some((option) => option.value === current.id))
    options.push({ value: current.id, label: current.label ?? current.id });
  return options;
}
