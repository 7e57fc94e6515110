import { addDays } from '../time/calendar-date.ts';
import type { DateOnly } from '../time/date-shapes.ts';

/** One salary row: an amount in öre (per month or per hour) valid from a date, optionally to a date. */
export type SalaryRow = { validFrom: DateOnly; validTo?: DateOnly | null; amountOre: number };

export const SALARY_ROWS_OVERLAP_MESSAGE = 'Lönerader får inte överlappa';
export const END_BEFORE_START_MESSAGE = 'Slutdatum får inte vara före startdatum';

/**
 * The salary in force on `date`: the row with the latest `validFrom` on or before it, unless that
 * row ended before `date`. A raise registered later with an earlier date still wins from its own
 * date, because only the dates decide, never the order of registration.
 */
export function findSalaryAt<Row extends SalaryRow>(rows: readonly Row[], date: DateOnly): Row | undefined {
  let found: Row | undefined;
  for (const row of rows) {
    if (row.validFrom > date) continue;
    if (!found || row.validFrom > found.validFrom) found = row;
  }
  if (!found) return undefined;
  if (found.validTo && found.validTo < date) return undefined;
  return found;
}

/**
 * Field errors of a list of salary rows, keyed `<index>.validFrom` / `<index>.validTo`: an end
 * before its start, or two rows whose periods overlap (equal start dates, or an end date on or
 * after the next row's start). An open row simply runs until the next one starts.
 */
export function checkSalaryRows(rows: readonly SalaryRow[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const add = (key: string, message: string) => {
    errors[key] ??= [];
    if (!errors[key].includes(message)) errors[key].push(message);
  };
  rows.forEach((row, index) => {
    if (row.validTo && row.validTo < row.validFrom) add(`${index}.validTo`, END_BEFORE_START_MESSAGE);
  });
  const order = rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => compare(a.row.validFrom, b.row.validFrom));
  for (let i = 1; i < order.length; i += 1) {
    const previous = order[i - 1]!;
    const current = order[i]!;
    const isSameStart = previous.row.validFrom === current.row.validFrom;
    const runsInto = !!previous.row.validTo && previous.row.validTo >= current.row.validFrom;
    if (isSameStart || runsInto) add(`${current.index}.validFrom`, SALARY_ROWS_OVERLAP_MESSAGE);
  }
  return errors;
}

/** Whether two periods (`to` null = open) share at least one day. */
export function isOverlapping(
  a: { from: DateOnly; to?: DateOnly | null },
  b: { from: DateOnly; to?: DateOnly | null },
): boolean {
  const aEndsBeforeB = !!a.to && a.to < b.from;
  const bEndsBeforeA = !!b.to && b.to < a.from;
  return !aEndsBeforeB && !bEndsBeforeA;
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The last day each row is in force, in the rows' own order: its own end if it has one, else the
 * day before the next row (by date) starts, else the employment's end (null: until further notice).
 * This is what findSalaryAt answers, written out for a history table.
 */
export function findEffectiveEnds(
  rows: readonly SalaryRow[],
  employmentEndDate: DateOnly | null = null,
): (DateOnly | null)[] {
  const starts = [...new Set(rows.map((row) => row.validFrom))].sort();
  return rows.map((row) => {
    const nextStart = starts.find((start) => start > row.validFrom);
    const dayBeforeNext = nextStart ? addDays(nextStart, -1) : null;
    const candidates = [row.validTo ?? null, dayBeforeNext, employmentEndDate].filter(
      (date): date is DateOnly => date !== null,
    );
    return candidates.length > 0 ? candidates.sort()[0]! : null;
  });
}
