import type { EventView } from '@lonsam/domain/contracts/events/event-shapes';
import type {
  calendarDayView,
  getEventCalendarResponse,
  reportableSalaryTypeView,
} from '@lonsam/domain/contracts/events/get-event-calendar';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client.ts';
import { type EmployerScope, employerKey, employerScopeKey } from '../../../lib/employer-scope.tsx';

export type EventCalendar = z.output<typeof getEventCalendarResponse>;
export type CalendarDay = z.output<typeof calendarDayView>;
export type ReportableSalaryType = z.output<typeof reportableSalaryTypeView>;
export type { EventView };

/** `['employer', employerId, roleId, 'events', …]`: every event query of the events feature. */
export const EVENTS_KEY_INDEX = 3;
export const eventsKey = (scope: EmployerScope) => [...employerScopeKey(scope), 'events'] as const;

export function eventCalendarQueryOptions(scope: EmployerScope, employmentId: string, month: string) {
  return queryOptions({
    queryKey: [...eventsKey(scope), 'calendar', employmentId, month],
    queryFn: () =>
      apiClient.get<EventCalendar>(
        `/employer/${scope.employerId}/employments/${employmentId}/event-calendar`,
        {
          query: { month },
          roleId: scope.roleId,
        },
      ),
  });
}

/** GET …/employments/{id}/event-calendar?month=YYYY-MM: the month's days, events and what may be reported. */
export function useEventCalendar(scope: EmployerScope, employmentId: string, month: string) {
  return useQuery(eventCalendarQueryOptions(scope, employmentId, month));
}

/** After a write: every role's event queries at the employer (calendar, lists, attestation). */
export function invalidateEvents(queryClient: QueryClient, employerId: string) {
  return queryClient.invalidateQueries({
    queryKey: employerKey(employerId),
    predicate: (query) => query.queryKey[EVENTS_KEY_INDEX] === 'events',
  });
}
