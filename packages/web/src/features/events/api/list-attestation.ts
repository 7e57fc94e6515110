import type { ListAttestationResponse } from '@lonsam/domain/contracts/events/list-attestation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { EmployerScope } from '../../../lib/employer-scope.tsx';
import { eventsKey } from './list-events.ts';

export type { ListAttestationResponse };
export type AttestationGroup = ListAttestationResponse['groups'][number];

/** GET …/events/attestation: the team's reported events, grouped by employee and month. */
export function listAttestationQueryOptions(
  scope: EmployerScope,
  { handlesErrors = false }: { handlesErrors?: boolean } = {},
) {
  return queryOptions({
    queryKey: [...eventsKey(scope), 'attestation'],
    queryFn: () =>
      apiClient.get<ListAttestationResponse>(`/employer/${scope.employerId}/events/attestation`, {
        roleId: scope.roleId,
        handlesErrors,
      }),
  });
}

export function useAttestationList(scope: EmployerScope) {
  return useQuery(listAttestationQueryOptions(scope));
}
