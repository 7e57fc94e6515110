import type { EventEffectView } from '@lonsam/domain/contracts/events/event-shapes';
import { computeEventEffect } from '@lonsam/domain/events/event-effect';
import type { AbsencePayload, EventPayload } from '@lonsam/domain/events/event-schema';
import type { ScheduleContext } from '@lonsam/domain/events/work-schedule';
import type { HolidaySettings } from '@lonsam/domain/settings/company-holidays';
import type { TravelAllowances, TravelMileage } from '@lonsam/domain/settings/travel-settings';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { readHolidaySettings } from '../calendar-settings/index.ts';
import { readTravelAllowances, readTravelMileage } from '../compensation-settings/index.ts';

export type { EventEffectView };

export type SickEvent = { id: string; payload: AbsencePayload };

/** What the rules need besides the event: schedules, sick spells, travel rates, salary types. */
export type EffectInputs = {
  holidays: HolidaySettings;
  travel: { allowances: TravelAllowances; mileage: TravelMileage };
  schedules: Map<string, ScheduleContext>;
  sickByEmployment: Map<string, SickEvent[]>;
  salaryTypes: Map<
    string,
    { unit: string; name: string; kind: string; reportable: boolean; active: boolean }
  >;
};

export type EmploymentScheduleRow = {
  schedule: unknown;
  weekly_hours: string | number;
  start_date: string;
  end_date: string | null;
};

/** The employment's schedule as the rules read it, with the company's holidays. */
export function toScheduleContext(row: EmploymentScheduleRow, holidays: HolidaySettings): ScheduleContext {
  const schedule = Array.isArray(row.schedule)
    ? (row.schedule as number[]).map(Number)
    : [8, 8, 8, 8, 8, 0, 0];
  return {
    schedule,
    weeklyHours: Number(row.weekly_hours),
    holidays,
    employmentStart: row.start_date,
    employmentEnd: row.end_date,
  };
}

export async function loadEffectInputs(
  db: Kysely<Database>,
  employerId: string,
  employmentIds: readonly string[],
): Promise<EffectInputs> {
  const [holidays, allowances, mileage] = await Promise.all([
    readHolidaySettings(db, employerId),
    readTravelAllowances(db, employerId),
    readTravelMileage(db, employerId),
  ]);
  const ids = [...new Set(employmentIds)];
  const schedules = new Map<string, ScheduleContext>();
  const sickByEmployment = new Map<string, SickEvent[]>();
  if (ids.length > 0) {
    const employments = await db
      .selectFrom('employment')
      .select(['id', 'schedule', 'weekly_hours', 'start_date', 'end_date'])
      .where('employer_id', '=', employerId)
      .where('id', 'in', ids)
      .execute();
    for (const row of employments) schedules.set(row.id, toScheduleContext(row, holidays));
    // Sick periods span events: every sick spell of the employment that is not rejected counts.
    const sick = await db
      .selectFrom('event')
      .select(['id', 'employment_id', 'payload'])
      .where('employer_id', '=', employerId)
      .where('employment_id', 'in', ids)
      .where('kind', '=', 'absence')
      .where('state', '<>', 'rejected')
      .where(sql<boolean>`payload ->> 'absenceType' = 'sick'`)
      .orderBy('from_date')
      .execute();
    for (const row of sick) {
      const list = sickByEmployment.get(row.employment_id) ?? [];
      list.push({ id: row.id, payload: row.payload as AbsencePayload });
      sickByEmployment.set(row.employment_id, list);
    }
  }
  const types = await db
    .selectFrom('salary_type')
    .select(['code', 'name', 'unit', 'kind', 'reportable', 'active'])
    .where('employer_id', '=', employerId)
    .execute();
  return {
    holidays,
    travel: { allowances, mileage },
    schedules,
    sickByEmployment,
    salaryTypes: new Map(types.map((type) => [type.code, type])),
  };
}

/** What the event does per the rules; `eventId` undefined for an event not saved yet. */
export function effectOf(
  inputs: EffectInputs,
  event: { id?: string; employmentId: string; payload: EventPayload },
): EventEffectView {
  const ctx = inputs.schedules.get(event.employmentId);
  if (!ctx) throw new Error(`no schedule loaded for employment ${event.employmentId}`);
  const otherSick = (inputs.sickByEmployment.get(event.employmentId) ?? []).filter(
    (sick) => sick.id !== event.id,
  );
  const salaryType =
    event.payload.kind === 'transaction' ? inputs.salaryTypes.get(event.payload.salaryTypeCode) : undefined;
  return computeEventEffect({
    payload: event.payload,
    ...(event.id === undefined ? {} : { eventId: event.id }),
    ctx,
    otherSick,
    travel: inputs.travel,
    ...(salaryType ? { salaryType: { unit: salaryType.unit, name: salaryType.name } } : {}),
  });
}
