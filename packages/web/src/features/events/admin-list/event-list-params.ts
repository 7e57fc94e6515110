import {
  EVENT_KINDS,
  EVENT_STATES,
  type EventKind,
  type EventState,
} from '@lonsam/domain/events/event-schema';
import { isDateOnly } from '@lonsam/domain/time/date-shapes';
import { isUuid } from '@lonsam/domain/validation/identifier';
import type { EventListFilters } from '../api/list-events.ts';

/*
 * The admin's event list filters in the address bar, so a reload, the back button and a shared
 * link keep them: `?q=anna&kinds=absence,travel&states=reported&from=2026-03-01&to=2026-03-31&costCentre=<id>`.
 * Sort and page sit beside them (`sort`, `order`, `page`, `size`: ui/data-table/use-address-table-view.ts).
 * Defaults are left out; anything unknown reads as no filter.
 */

export type EventListState = EventListFilters;

const listOf = <T extends string>(values: readonly T[], text: string | null): T[] =>
  (text ?? '')
    .split(',')
    .filter((item): item is T => (values as readonly string[]).includes(item))
    .filter((item, index, all) => all.indexOf(item) === index);

const dateOf = (text: string | null): string | undefined => (text && isDateOnly(text) ? text : undefined);

export function readEventListState(params: URLSearchParams): EventListState {
  const costCentre = params.get('costCentre');
  return {
    search: (params.get('q') ?? '').slice(0, 100),
    kinds: listOf<EventKind>(EVENT_KINDS, params.get('kinds')),
    states: listOf<EventState>(EVENT_STATES, params.get('states')),
    fromDate: dateOf(params.get('from')),
    toDate: dateOf(params.get('to')),
    costCentreId: costCentre && isUuid(costCentre) ? costCentre : undefined,
  };
}

/**
 * `state` written over `params` (sort and size stay), defaults left out. A changed filter goes
 * back to the first page: the held page may no longer exist.
 */
export function writeEventListState(params: URLSearchParams, state: EventListState): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (name: string, value: string | undefined) => {
    if (value === undefined || value === '') next.delete(name);
    else next.set(name, value);
  };
  set('q', state.search.trim() || undefined);
  set('kinds', state.kinds.join(','));
  set('states', state.states.join(','));
  set('from', state.fromDate);
  set('to', state.toDate);
  set('costCentre', state.costCentreId);
  const before = readEventListState(params);
  const isSameFilter = JSON.stringify(readEventListState(next)) === JSON.stringify(before);
  if (!isSameFilter) next.delete('page');
  return next;
}
