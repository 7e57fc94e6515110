import type { EventView } from '@lonsam/domain/contracts/events/event-shapes';
import type { ListEventsResponse } from '@lonsam/domain/contracts/events/list-events';
import type { EventKind, EventState } from '@lonsam/domain/events/event-schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { type EmployerScope, employerScopeKey } from '../../../lib/employer-scope.tsx';

export type { EventView, ListEventsResponse };

/** The event queries of one role at the employer (each role sees its own events). */
export const eventsKey = (scope: EmployerScope) => [...employerScopeKey(scope), 'events'] as const;
/** Where `eventsKey` puts the resource name; a write refreshes every role's `event…` queries. */
export const EVENTS_KEY_INDEX = 3;

/** The server's filters (`GET …/events` and its CSV export take the same ones). */
export type EventListFilters = {
  search: string;
  kinds: readonly EventKind[];
  states: readonly EventState[];
  /** `YYYY-MM-DD`: events touching [fromDate, toDate]. */
  fromDate?: string;
  toDate?: string;
  costCentreId?: string;
};

/** At most this many rows come back; the table sorts and pages them (the export takes every row). */
export const EVENT_LIST_LIMIT = 500;

/** The filters as query parameters: lists comma-separated (the contract splits them), empty ones left out. */
export function toEventListQuery(filters: EventListFilters) {
  return {
    search: filters.search.trim() || undefined,
    kinds: filters.kinds.length > 0 ? filters.kinds.join(',') : undefined,
    states: filters.states.length > 0 ? filters.states.join(',') : undefined,
    fromDate: filters.fromDate || undefined,
    toDate: filters.toDate || undefined,
    costCentreId: filters.costCentreId || undefined,
  };
}

/** GET …/events: the filtered events (admin: all; manager: the team), up to 500. */
export function listEventsQueryOptions(
  scope: EmployerScope,
  filters: EventListFilters,
  { handlesErrors = false }: { handlesErrors?: boolean } = {},
) {
  return queryOptions({
    queryKey: [...eventsKey(scope), 'list', filters],
    queryFn: () =>
      apiClient.get<ListEventsResponse>(`/employer/${scope.employerId}/events`, {
        query: { ...toEventListQuery(filters), limit: EVENT_LIST_LIMIT },
        roleId: scope.roleId,
        handlesErrors,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useEventList(scope: EmployerScope, filters: EventListFilters) {
  return useQuery(listEventsQueryOptions(scope, filters));
}
