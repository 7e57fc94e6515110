import type { EventEffectView } from '@lonsam/domain/contracts/events/event-shapes';
import { findAbsenceProblems } from '@lonsam/domain/events/absence-conflicts';
import { allowedEventTypes } from '@lonsam/domain/events/event-groups';
import { type AbsencePayload, type EventPayload, eventDates } from '@lonsam/domain/events/event-schema';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { FieldErrors } from '../../errors/app-error.ts';
import { readEventGroups } from '../event-settings/index.ts';
import type { VisibleEmployment } from './event-access.ts';
import { effectOf, loadEffectInputs } from './event-effects.ts';

export const KIND_NOT_IN_GROUP_MESSAGE =
  'Den här typen av händelse ingår inte i den anställdas händelsegrupp';
export const ABSENCE_TYPE_NOT_IN_GROUP_MESSAGE = 'Frånvarotypen ingår inte i den anställdas händelsegrupp';
export const SALARY_TYPE_NOT_REPORTABLE_MESSAGE = 'Lönearten finns inte eller kan inte rapporteras';
export const SALARY_TYPE_NOT_IN_GROUP_MESSAGE = 'Lönearten ingår inte i den anställdas händelsegrupp';
export const OUTSIDE_EMPLOYMENT_MESSAGE = 'Datumet ligger utanför anställningen';
export const CORRECTED_EVENT_MESSAGE = 'Händelsen som ska rättas finns inte för den här anställningen';
export const KIND_CHANGE_MESSAGE =
  'Typen av händelse kan inte ändras. Ta bort händelsen och rapportera en ny.';

export type EventCheck = { effect: EventEffectView; fieldErrors: FieldErrors; problems: string[] };

function add(errors: FieldErrors, field: string, message: string) {
  errors[field] = [...(errors[field] ?? []), message];
}

function dateField(payload: EventPayload): string {
  switch (payload.kind) {
    case 'absence':
      return 'payload.fromDate';
    case 'travel':
      return 'payload.departure';
    default:
      return 'payload.date';
  }
}

/**
 * What saving `payload` for `employment` would meet: the event groups, the salary type, the
 * employment's dates and, for absence, the overlaps and hours over the day's schedule (the
 * domain's Swedish refusals). `eventId` is the event being changed (left out of the overlaps).
 */
export async function checkEvent(
  db: Kysely<Database>,
  input: {
    employerId: string;
    employment: VisibleEmployment;
    payload: EventPayload;
    eventId?: string;
    correctsEventId?: string;
  },
): Promise<EventCheck> {
  const { employerId, employment, payload } = input;
  const fieldErrors: FieldErrors = {};
  const allowed = allowedEventTypes(await readEventGroups(db, employerId), employment.id);
  if (!allowed.kinds.includes(payload.kind)) add(fieldErrors, 'payload.kind', KIND_NOT_IN_GROUP_MESSAGE);
  if (payload.kind === 'absence' && !allowed.absenceTypes.includes(payload.absenceType))
    add(fieldErrors, 'payload.absenceType', ABSENCE_TYPE_NOT_IN_GROUP_MESSAGE);
  const inputs = await loadEffectInputs(db, employerId, [employment.id]);
  if (payload.kind === 'transaction') {
    const type = inputs.salaryTypes.get(payload.salaryTypeCode);
    if (!type?.active || !type.reportable)
      add(fieldErrors, 'payload.salaryTypeCode', SALARY_TYPE_NOT_REPORTABLE_MESSAGE);
    else if (allowed.salaryTypeCodes !== 'all' && !allowed.salaryTypeCodes.includes(payload.salaryTypeCode))
      add(fieldErrors, 'payload.salaryTypeCode', SALARY_TYPE_NOT_IN_GROUP_MESSAGE);
  }
  const { fromDate, toDate } = eventDates(payload);
  // Absence outside the employment has no scheduled days: the rules below say so in their words.
  if (
    payload.kind !== 'absence' &&
    (fromDate < employment.start_date || (employment.end_date !== null && toDate > employment.end_date))
  )
    add(fieldErrors, dateField(payload), OUTSIDE_EMPLOYMENT_MESSAGE);
  if (input.correctsEventId !== undefined) {
    const corrected = await db
      .selectFrom('event')
      .select('id')
      .where('id', '=', input.correctsEventId)
      .where('employer_id', '=', employerId)
      .where('employment_id', '=', employment.id)
      .executeTakeFirst();
    if (!corrected) add(fieldErrors, 'correctsEventId', CORRECTED_EVENT_MESSAGE);
  }
  if (payload.kind === 'absence') {
    const ctx = inputs.schedules.get(employment.id)!;
    let others = db
      .selectFrom('event')
      .select(['id', 'payload'])
      .where('employer_id', '=', employerId)
      .where('employment_id', '=', employment.id)
      .where('kind', '=', 'absence')
      .where('state', '<>', 'rejected')
      .where('from_date', '<=', payload.toDate)
      .where('to_date', '>=', payload.fromDate);
    if (input.eventId !== undefined) others = others.where('id', '<>', input.eventId);
    const rows = await others.execute();
    const conflicts = findAbsenceProblems(
      payload,
      rows.map((row) => ({ id: row.id, payload: row.payload as AbsencePayload })),
      ctx,
    );
    for (const conflict of conflicts) add(fieldErrors, 'payload.fromDate', conflict);
  }
  const effect = effectOf(inputs, {
    ...(input.eventId === undefined ? {} : { id: input.eventId }),
    employmentId: employment.id,
    payload,
  });
  return { effect, fieldErrors, problems: Object.values(fieldErrors).flat() };
}
