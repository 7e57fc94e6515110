import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { type EmployerScope, employerKey, employerScopeKey } from '../../../lib/employer-scope.tsx';

/** The payroll-run queries of one role at the employer (each role keeps its own copy). */
export const payrollRunsKey = (scope: EmployerScope) => [...employerScopeKey(scope), 'payroll-runs'] as const;
/** Where `payrollRunsKey` puts the resource name. */
export const PAYROLL_RUNS_KEY_INDEX = 3;

/** A write refreshes every role's payroll-run queries at the employer (the admin's and the manager's). */
export function invalidatePayrollRuns(queryClient: QueryClient, employerId: string) {
  return queryClient.invalidateQueries({
    queryKey: employerKey(employerId),
    predicate: (query) => query.queryKey[PAYROLL_RUNS_KEY_INDEX] === 'payroll-runs',
  });
}

export function useInvalidatePayrollRuns(scope: EmployerScope) {
  const queryClient = useQueryClient();
  return () => invalidatePayrollRuns(queryClient, scope.employerId);
}
