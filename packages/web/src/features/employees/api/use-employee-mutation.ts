import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type EmployerScope, employerKey } from '../../../lib/employer-scope.tsx';
import { EMPLOYEES_KEY_INDEX } from './types.ts';

/**
 * A write to the employer's employee register. Every outcome refreshes the employee queries (list,
 * page, employments, history) of every role at the employer, since each role caches its own copy:
 * after a 409 the refetch brings the stored values and version.
 */
export function useEmployeeMutation<TInput, TResult>(
  scope: EmployerScope,
  send: (input: TInput) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () =>
      queryClient.invalidateQueries({
        queryKey: employerKey(scope.employerId),
        predicate: (query) => query.queryKey[EMPLOYEES_KEY_INDEX] === 'employees',
      }),
  });
}
