import type { z } from 'zod';
import { type DateOnly, isDateOnly } from './date-shapes.ts';

/**
 * Values that change over time (a rate, a plan, a tax-free amount): each row is in force from
 * `validFrom` through `validTo`, both days included; no `validTo` means "until further notice".
 * A payroll reads the row in force on its date, so a completed payroll keeps the value it used
 * while a new row applies from a later date.
 */
export type DatedRow = { validFrom: DateOnly; validTo?: DateOnly | null };

export const DATED_ROWS_OVERLAP_MESSAGE = 'Giltighetsperioderna överlappar';
export const VALID_TO_BEFORE_FROM_MESSAGE = 'Slutdatumet kan inte vara före startdatumet';

/** The row in force on `date` (ISO text compares as dates); the latest start wins if rows overlap. */
export function findEffective<Row extends DatedRow>(rows: readonly Row[], date: DateOnly): Row | undefined {
  let found: Row | undefined;
  for (const row of rows) {
    if (row.validFrom > date) continue;
    if (row.validTo && row.validTo < date) continue;
    if (!found || row.validFrom > found.validFrom) found = row;
  }
  return found;
}

export type DatedRowError = { path: [number, 'validFrom' | 'validTo']; message: string };

/**
 * What is wrong with a list of dated rows, in the rows' own order: an end before its start
 * (`[index].validTo`), and a period starting inside an earlier-starting one (`[index].validFrom`
 * of the later row). Rows with unreadable dates are left to the row schema's own errors.
 */
export function checkDatedRows(rows: readonly DatedRow[]): DatedRowError[] {
  const errors: DatedRowError[] = [];
  const readable: { index: number; from: DateOnly; to: DateOnly | null }[] = [];
  rows.forEach((row, index) => {
    if (!isDateOnly(row.validFrom)) return;
    const to = row.validTo ?? null;
    if (to !== null && !isDateOnly(to)) return;
    if (to !== null && to < row.validFrom) {
      errors.push({ path: [index, 'validTo'], message: VALID_TO_BEFORE_FROM_MESSAGE });
      return;
    }
    readable.push({ index, from: row.validFrom, to });
  });
  // Sorted by start (ties by position), each row must start after every earlier row has ended.
  readable.sort((a, b) => (a.from === b.from ? a.index - b.index : a.from < b.from ? -1 : 1));
  let latestEnd: DateOnly | null | undefined; // undefined: no row yet; null: open-ended
  for (const row of readable) {
    const overlaps = latestEnd !== undefined && (latestEnd === null || row.from <= latestEnd);
    if (overlaps) errors.push({ path: [row.index, 'validFrom'], message: DATED_ROWS_OVERLAP_MESSAGE });
    if (latestEnd === undefined || (latestEnd !== null && (row.to === null || row.to > latestEnd))) {
      latestEnd = row.to;
    }
  }
  return errors.sort((a, b) => a.path[0] - b.path[0]);
}

/** For `z.array(row).superRefine(refineDatedRows)`: the errors land on the row's field. */
export function refineDatedRows(rows: readonly DatedRow[], context: z.RefinementCtx): void {
  for (const error of checkDatedRows(rows)) {
    context.addIssue({ code: 'custom', path: error.path, message: error.message });
  }
}
