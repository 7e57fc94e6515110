import { type AbsenceDay, expandAbsence } from './absence-days.ts';
import { ABSENCE_TYPE_LABELS, type AbsencePayload } from './event-schema.ts';
import { formatSwedishDate, formatSwedishNumber, roundHundredths } from './swedish-date.ts';
import type { ScheduleContext } from './work-schedule.ts';

export const NO_SCHEDULED_DAYS_MESSAGE = 'Perioden innehåller inga schemalagda arbetsdagar';
/** A long range over an existing absence would name every day; the first ones say enough. */
const MAX_DAY_MESSAGES = 10;

type OtherAbsence = { id: string; payload: AbsencePayload };

/**
 * Why an absence cannot be saved beside the employment's other absences (the server passes the
 * others without the candidate itself and without rejected events): a range starting before or
 * ending after the employment, a range with no scheduled day, a whole day where another whole-day
 * absence already is, and a day whose absent hours together exceed its scheduled hours. Each
 * message is Swedish and names its date.
 */
export function findAbsenceProblems(
  candidate: AbsencePayload,
  others: readonly OtherAbsence[],
  ctx: ScheduleContext,
): string[] {
  const problems = employmentProblems(candidate, ctx);
  const days = expandAbsence(candidate, ctx);
  if (days.length === 0) return [...problems, NO_SCHEDULED_DAYS_MESSAGE];

  const othersByDate = expandOthers(candidate, others, ctx);
  const dayProblems: string[] = [];
  for (const day of days) {
    const problem = dayProblem(candidate, day, othersByDate.get(day.date) ?? []);
    if (problem) dayProblems.push(problem);
  }
  if (dayProblems.length > MAX_DAY_MESSAGES) {
    const more = dayProblems.length - MAX_DAY_MESSAGES;
    return [
      ...problems,
      ...dayProblems.slice(0, MAX_DAY_MESSAGES),
      `… och ${more} ${more === 1 ? 'dag' : 'dagar'} till med samma problem`,
    ];
  }
  return [...problems, ...dayProblems];
}

function employmentProblems(candidate: AbsencePayload, ctx: ScheduleContext): string[] {
  const problems: string[] = [];
  if (candidate.fromDate < ctx.employmentStart)
    problems.push(
      `Anställningen börjar den ${formatSwedishDate(ctx.employmentStart)}; frånvaron kan inte börja före det`,
    );
  if (ctx.employmentEnd !== null && candidate.toDate > ctx.employmentEnd)
    problems.push(
      `Anställningen slutar den ${formatSwedishDate(ctx.employmentEnd)}; frånvaron kan inte sluta efter det`,
    );
  return problems;
}

type OtherDay = { payload: AbsencePayload; day: AbsenceDay };

function expandOthers(
  candidate: AbsencePayload,
  others: readonly OtherAbsence[],
  ctx: ScheduleContext,
): Map<string, OtherDay[]> {
  const byDate = new Map<string, OtherDay[]>();
  for (const other of others) {
    if (other.payload.toDate < candidate.fromDate || other.payload.fromDate > candidate.toDate) continue;
    for (const day of expandAbsence(other.payload, ctx)) {
      const list = byDate.get(day.date) ?? [];
      list.push({ payload: other.payload, day });
      byDate.set(day.date, list);
    }
  }
  return byDate;
}

function dayProblem(candidate: AbsencePayload, day: AbsenceDay, others: readonly OtherDay[]): string | null {
  const date = formatSwedishDate(day.date);
  const wholeDay =
    candidate.extent.mode === 'whole-days'
      ? others.find((other) => other.payload.extent.mode === 'whole-days')
      : undefined;
  if (wholeDay)
    return `Den ${date} finns redan en heldagsfrånvaro (${ABSENCE_TYPE_LABELS[wholeDay.payload.absenceType]})`;
  const total = roundHundredths(others.reduce((sum, other) => sum + other.day.hours, day.hours));
  if (total <= day.scheduledHours) return null;
  const scheduled =
    day.scheduledHours === 1
      ? '1 schemalagd timme'
      : `${formatSwedishNumber(day.scheduledHours)} schemalagda timmar`;
  return others.length === 0
    ? `Den ${date} är frånvaron ${hoursText(day.hours)} men dagen har ${scheduled}`
    : `Den ${date} blir frånvaron sammanlagt ${hoursText(total)} men dagen har ${scheduled}`;
}

function hoursText(hours: number): string {
  return hours === 1 ? '1 timme' : `${formatSwedishNumber(hours)} timmar`;
}
