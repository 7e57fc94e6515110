import { eventDates } from '@lonsam/domain/events/event-schema';
import { toDateOnly } from '@lonsam/domain/time/calendar-date';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { readHolidaySettings } from '../calendar-settings/index.ts';
import type { Random } from './generate-demo-employees.ts';
import {
  DEMO_REPORTABLE_CODES,
  type DemoEventEmployment,
  generateDemoEvents,
} from './generate-demo-events.ts';

const CHUNK = 500;

/**
 * A test company's events over its months of history (issue 17), set-based into `event` and
 * `event_ready_marker` in the caller's transaction, after the sample employments exist. The
 * sample employees have no accounts: their reports carry the role `user` and no reporter; the
 * decisions are the creator's, who holds both the admin and the manager role of a test company.
 */
export async function insertDemoEvents(
  trx: Kysely<Database>,
  employerId: string,
  monthsBack: number,
  random: Random = Math.random,
  now: Date = new Date(),
  /** The sample employees to give events (default: every employee of the company). */
  employeeIds?: readonly string[],
): Promise<void> {
  if (employeeIds?.length === 0) return;
  const today = toDateOnly(now);
  const employer = await trx
    .selectFrom('employer')
    .select('created_by_identity_id')
    .where('id', '=', employerId)
    .executeTakeFirstOrThrow();
  const manager = await trx
    .selectFrom('employer_identity_role')
    .select('id')
    .where('employer_id', '=', employerId)
    .where('role', '=', 'manager')
    .orderBy('created_at')
    .executeTakeFirst();
  const rows = await trx
    .selectFrom('employment')
    .innerJoin('employee', 'employee.id', 'employment.employee_id')
    .select([
      'employment.id',
      'employment.employee_id',
      'employment.schedule',
      'employment.weekly_hours',
      'employment.salary_form',
      'employment.manager_role_id',
      'employment.vacation',
      sql<string>`to_char(employment.start_date, 'YYYY-MM-DD')`.as('start_date'),
      sql<string | null>`to_char(employment.end_date, 'YYYY-MM-DD')`.as('end_date'),
    ])
    .where('employment.employer_id', '=', employerId)
    .$if(employeeIds !== undefined, (query) => query.where('employment.employee_id', 'in', [...employeeIds!]))
    .orderBy('employee.personnummer')
    .orderBy('employment.start_date')
    .execute();
  if (rows.length === 0) return;
  const holidays = await readHolidaySettings(trx, employerId);
  const employments: DemoEventEmployment[] = rows.map((row) => ({
    employmentId: row.id,
    ctx: {
      schedule: Array.isArray(row.schedule) ? row.schedule.map(Number) : [8, 8, 8, 8, 8, 0, 0],
      weeklyHours: Number(row.weekly_hours),
      holidays,
      employmentStart: row.start_date,
      employmentEnd: row.end_date,
    },
    inTeam: manager !== undefined && row.manager_role_id === manager.id,
    hourly: row.salary_form === 'hourly',
  }));
  const employeeOf = new Map(rows.map((row) => [row.id, row.employee_id]));

  // The sample reports a bonus and lunch benefits, which the standard catalogue keeps unreportable.
  await trx
    .updateTable('salary_type')
    .set({ reportable: true })
    .where('employer_id', '=', employerId)
    .where('code', 'in', DEMO_REPORTABLE_CODES)
    .execute();

  const generated = generateDemoEvents({ employments, today, monthsBack }, random);
  const { readyMonths } = generated;
  // Vacation paid by procentregeln (hourly pay, or the employment's rule) needs the earning year's
  // vacation base, which the payroll calculation does not read yet: those employees take their
  // vacation as unpaid days (as when the semesterersättning is paid with every salary), so the
  // sample payroll history completes without a blocking VACATION_BASE_MISSING.
  const byPercent = new Set(
    rows
      .filter(
        (row) =>
          row.salary_form === 'hourly' ||
          (row.vacation as { rule?: string } | null)?.rule === 'procentregeln',
      )
      .map((row) => row.id),
  );
  const events = generated.events.map((event) =>
    byPercent.has(event.employmentId) &&
    event.payload.kind === 'absence' &&
    event.payload.absenceType === 'vacation-paid'
      ? { ...event, payload: { ...event.payload, absenceType: 'vacation-unpaid' as const } }
      : event,
  );
  const decider = employer.created_by_identity_id;
  // A day's report in the afternoon, a decision the next morning, never after now.
  const at = (date: string, time: string) =>
    new Date(Math.min(Date.parse(`${date}T${time}Z`), now.getTime()));
  const values = events.map((event) => {
    const { fromDate, toDate } = eventDates(event.payload);
    const reportedAt = at(event.reportedOn, '14:00:00');
    return {
      employer_id: employerId,
      employment_id: event.employmentId,
      employee_id: employeeOf.get(event.employmentId)!,
      kind: event.payload.kind,
      state: event.state,
      payload: JSON.stringify(event.payload),
      from_date: fromDate,
      to_date: toDate,
      reported_by_user_id: null,
      reported_by_role: 'user',
      reported_at: reportedAt,
      decided_by_user_id: event.decidedBy === null ? null : decider,
      decided_at: event.decidedOn === null ? null : at(event.decidedOn, '08:30:00'),
      decision_comment: event.decisionComment,
      created_at: reportedAt,
      updated_at: event.decidedOn === null ? reportedAt : at(event.decidedOn, '08:30:00'),
    };
  });
  for (let start = 0; start < values.length; start += CHUNK)
    await trx
      .insertInto('event')
      .values(values.slice(start, start + CHUNK))
      .execute();
  for (let start = 0; start < readyMonths.length; start += CHUNK)
    await trx
      .insertInto('event_ready_marker')
      .values(
        readyMonths.slice(start, start + CHUNK).map((marker) => ({
          employer_id: employerId,
          employment_id: marker.employmentId,
          month: `${marker.month}-01`,
          marked_at: at(marker.markedOn, '15:00:00'),
          marked_by_user_id: null,
        })),
      )
      .execute();
}
