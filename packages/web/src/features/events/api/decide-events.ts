import type { decideEventsBody, decideEventsResponse } from '@lonsam/domain/contracts/events/decide-events';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client.ts';
import { type EmployerScope, employerKey } from '../../../lib/employer-scope.tsx';
import { EVENTS_KEY_INDEX } from './list-events.ts';

export type DecideEventsBody = z.input<typeof decideEventsBody>;
export type DecideEventsResponse = z.output<typeof decideEventsResponse>;

/**
 * POST …/events/decisions: attest or reject events, all or nothing (a stale version answers 409).
 * The caller shows the outcome (`handlesErrors`): a 409 gets its own explanation.
 */
export function decideEvents(scope: EmployerScope, body: DecideEventsBody): Promise<DecideEventsResponse> {
  return apiClient.post<DecideEventsResponse>(`/employer/${scope.employerId}/events/decisions`, body, {
    roleId: scope.roleId,
    handlesErrors: true,
  });
}

/**
 * Every outcome refreshes the event queries (lists, attestation, the employee's calendar) of
 * every role at the employer, since each role caches its own copy: after a 409 the new versions come.
 */
export function useDecideEvents(scope: EmployerScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DecideEventsBody) => decideEvents(scope, body),
    onSettled: () =>
      queryClient.invalidateQueries({
        queryKey: employerKey(scope.employerId),
        predicate: (query) => query.queryKey[EVENTS_KEY_INDEX] === 'events',
      }),
  });
}
