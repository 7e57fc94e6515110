import { useMutation, useQueryClient } from '@tanstack/react-query';
import { employeesKey } from './types.ts';

/**
 * A write to the employer's employee register. Every outcome refreshes the employee queries (list,
 * page, employments, history): after a 409 the refetch brings the stored values and version.
 */
export function useEmployeeMutation<TInput, TResult>(
  employerId: string,
  send: (input: TInput) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: employeesKey(employerId) }),
  });
}
