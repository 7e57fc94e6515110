import type { GetEventCalendarResponse } from '@lonsam/domain/contracts/events/get-event-calendar';
import { allowedEventTypes } from '@lonsam/domain/events/event-groups';
import { EVENT_KINDS } from '@lonsam/domain/events/event-schema';
import { templatesFor } from '@lonsam/domain/events/event-templates';
import { holidayNameOn, isWithinEmployment, scheduledHoursOn } from '@lonsam/domain/events/work-schedule';
import { addDays } from '@lonsam/domain/time/calendar-date';
import { type DateOnly, daysInMonth } from '@lonsam/domain/time/date-shapes';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { readEventGroups, readEventTemplates } from '../event-settings/index.ts';
import { findVisibleEmployment, mayReport } from './event-access.ts';
import type { EventContext } from './event-context.ts';
import { loadEffectInputs } from './event-effects.ts';
import { selectEvents } from './event-store.ts';
import { toEventViews } from './event-views.ts';
import { readReadyMarker } from './ready-marker.ts';

/** The month's days: `YYYY-MM` → its first and last date and every date between. */
export function monthDates(month: string): DateOnly[] {
  const year = Number(month.slice(0, 4));
  const monthIndex = Number(month.slice(5, 7)) - 1;
  const first = `${month}-01` as DateOnly;
  return Array.from({ length: daysInMonth(year, monthIndex) }, (_, index) => addDays(first, index));
}

/**
 * One month of one employment as the report screen shows it: the schedule per day, the events
 * touching the month, the ready marker, and what the caller may report there (their privileges
 * and the employee's event groups) with the matching templates and salary types.
 */
export async function getEventCalendar(
  db: Kysely<Database>,
  input: Pick<EventContext, 'scope'> & { employmentId: string; month: string },
): Promise<GetEventCalendarResponse> {
  const { scope, month } = input;
  const employment = await findVisibleEmployment(db, scope, input.employmentId);
  const dates = monthDates(month);
  const first = dates[0]!;
  const last = dates[dates.length - 1]!;
  const inputs = await loadEffectInputs(db, scope.employerId, [employment.id]);
  const ctx = inputs.schedules.get(employment.id)!;
  const rows = await selectEvents(db, scope.employerId)
    .where('event.employment_id', '=', employment.id)
    .where('event.from_date', '<=', last as never)
    .where('event.to_date', '>=', first as never)
    .orderBy('event.from_date')
    .orderBy('event.reported_at')
    .orderBy('event.id')
    .execute();
  const events = await toEventViews(db, scope.employerId, rows, inputs);
  const allowed = allowedEventTypes(await readEventGroups(db, scope.employerId), employment.id);
  const reportableKinds = EVENT_KINDS.filter(
    (kind) => allowed.kinds.includes(kind) && mayReport(scope, kind),
  );
  const salaryTypes = reportableKinds.includes('transaction')
    ? [...inputs.salaryTypes.entries()]
        .filter(([, type]) => type.active && type.reportable)
        .filter(([code]) => allowed.salaryTypeCodes === 'all' || allowed.salaryTypeCodes.includes(code))
        .sort(([a], [b]) => Number(a) - Number(b))
        .map(([code, type]) => ({ code, name: type.name, unit: type.unit, kind: type.kind }))
    : [];
  const templates = templatesFor(await readEventTemplates(db, scope.employerId), {
    ...allowed,
    kinds: reportableKinds,
  }).map((template) => ({
    id: template.id,
    name: template.name,
    kind: template.payload.kind,
    payload: template.payload as Record<string, unknown>,
  }));
  // Until payroll runs (issue 18) say which months they completed, a month is completed once a
  // completed run has paid one of its events.
  const paid = await db
    .selectFrom('event')
    .select('id')
    .where('employer_id', '=', scope.employerId)
    .where('employment_id', '=', employment.id)
    .where('state', '=', 'paid')
    .where('from_date', '<=', last)
    .where('to_date', '>=', first)
    .limit(1)
    .executeTakeFirst();
  return {
    month,
    employeeName: `${employment.first_name} ${employment.last_name}`,
    days: dates.map((date) => ({
      date,
      scheduledHours: scheduledHoursOn(date, ctx),
      holidayName: holidayNameOn(date, inputs.holidays),
      outsideEmployment: !isWithinEmployment(date, ctx),
    })),
    events,
    readyMarker: await readReadyMarker(db, scope.employerId, employment.id, month),
    reportableKinds,
    absenceTypes: reportableKinds.includes('absence') ? allowed.absenceTypes : [],
    salaryTypes,
    templates,
    monthCompleted: paid !== undefined,
  };
}
