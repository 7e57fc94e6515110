import { apiClient } from '../../../lib/api-client.ts';
import type { EmployerScope } from '../../../lib/employer-scope.tsx';
import type { Employment } from './types.ts';
import { useEmployeeMutation } from './use-employee-mutation.ts';

/**
 * The whole employment as PUT takes it: every setting, the salary rows and the version read. The
 * workplace's name and the cost centre's code are read-only: the ids are what it sends.
 */
export type EmploymentUpdate = Omit<
  Employment,
  'id' | 'employeeId' | 'endReason' | 'endNote' | 'salaryRows' | 'workplace' | 'costCentre'
> & {
  salaryRows: { validFrom: string; validTo: string | null; amountOre: number }[];
};

/** PUT …/employments/{id}: replaces the employment (409 `VERSION_CONFLICT` with `current` when stale). */
export function useUpdateEmployment(scope: EmployerScope, employeeId: string) {
  return useEmployeeMutation(scope, (input: { employmentId: string; body: EmploymentUpdate }) =>
    apiClient.put<Employment>(
      `/employer/${scope.employerId}/employees/${employeeId}/employments/${input.employmentId}`,
      input.body,
      { handlesErrors: true, roleId: scope.roleId },
    ),
  );
}

/** The PUT body of an employment as read, with `changes` applied. */
export function toEmploymentUpdate(
  employment: Employment,
  changes: Partial<EmploymentUpdate>,
): EmploymentUpdate {
  const {
    id: _id,
    employeeId: _employeeId,
    endReason: _reason,
    endNote: _note,
    workplace: _workplace,
    costCentre: _costCentre,
    salaryRows,
    ...rest
  } = employment;
  return {
    ...rest,
    salaryRows: (salaryRows ?? []).map(({ validFrom, validTo, amountOre }) => ({
      validFrom,
      validTo,
      amountOre,
    })),
    ...changes,
  };
}
