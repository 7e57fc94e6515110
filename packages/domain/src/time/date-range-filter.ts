import { isDateOnly } from './date-shapes.ts';

export interface DateRange {
  /** Inclusive `YYYY-MM-DD`; empty or missing means open. */
  from?: string | null;
  /** Inclusive `YYYY-MM-DD`; empty or missing means open. */
  to?: string | null;
}

/**
 * The table date-range filter: empty range ends are ignored; a row value that is not a date
 * (empty, unparsable) passes only when `includeUndefined` is set. Values are compared on their
 * first 10 characters, so date-times filter by their date.
 */
export function isInDateRange(
  value: string | null | undefined,
  range: DateRange,
  includeUndefined = false,
): boolean {
  const date = (value ?? '').slice(0, 10);
  if (!isDateOnly(date)) return includeUndefined;
  const from = range.from?.trim().slice(0, 10);
  const to = range.to?.trim().slice(0, 10);
  if (from && date < from) return false;
  if (to && date > to) return false;
  return true;
}
