import { constructFilterFn } from '@tanstack/react-table';

/** Dates are `YYYY-MM-DD`; an empty or missing end means that side is open. */
export type DateRangeFilterValue = {
  from?: string | null;
  to?: string | null;
  /** Whether rows without a usable date stay visible while the range is set. */
  includeUndefined?: boolean;
};

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})/;

/** A row value as a local calendar date `YYYY-MM-DD`, or undefined when it has none. */
export function toCalendarDate(value: unknown): string | undefined {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return undefined;
    const month = String(value.getMonth() + 1).padStart(2, '0');
    const day = String(value.getDate()).padStart(2, '0');
    return `${String(value.getFullYear()).padStart(4, '0')}-${month}-${day}`;
  }
  if (typeof value !== 'string') return undefined;
  const match = isoDatePattern.exec(value.trim());
  if (!match) return undefined;
  const [, year, month, day] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  // Rejects 2026-02-30 and the like, which Date would roll over into March.
  if (date.getUTCMonth() !== Number(month) - 1 || date.getUTCDate() !== Number(day)) return undefined;
  return `${year}-${month}-${day}`;
}

function toBound(value: string | null | undefined): string | undefined {
  if (!value || value.trim() === '') return undefined;
  return toCalendarDate(value);
}

export function isDateRangeEmpty(range: DateRangeFilterValue | undefined): boolean {
  return !range || (toBound(range.from) === undefined && toBound(range.to) === undefined);
}

/** Inclusive on both ends; empty ends are ignored. */
export function isInDateRange(value: unknown, range: DateRangeFilterValue): boolean {
  const from = toBound(range.from);
  const to = toBound(range.to);
  if (from === undefined && to === undefined) return true;
  const date = toCalendarDate(value);
  if (date === undefined) return range.includeUndefined ?? false;
  // ISO calendar dates order correctly as strings.
  return (from === undefined || date >= from) && (to === undefined || date <= to);
}

export const dateRangeFilterFn = constructFilterFn({
  filter: (dataValue: unknown, filterValue: DateRangeFilterValue) => isInDateRange(dataValue, filterValue),
  autoRemove: (filterValue: DateRangeFilterValue | undefined) => isDateRangeEmpty(filterValue),
});
