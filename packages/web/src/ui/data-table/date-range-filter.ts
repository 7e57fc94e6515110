import { type DateRange, isInDateRange as isDateTextInRange } from '@lonsam/domain/time/date-range-filter';
import { isDateOnly } from '@lonsam/domain/time/date-shapes';
import { constructFilterFn } from '@tanstack/react-table';

/** Dates are `YYYY-MM-DD`; an empty or missing end means that side is open. */
export type DateRangeFilterValue = DateRange & {
  /** Whether rows without a usable date stay visible while the range is set. */
  includeUndefined?: boolean;
};

/** A row value as text the domain rule reads: Date objects become their local calendar date. */
function toDateText(value: unknown): string | undefined {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return undefined;
    const month = String(value.getMonth() + 1).padStart(2, '0');
    const day = String(value.getDate()).padStart(2, '0');
    return `${String(value.getFullYear()).padStart(4, '0')}-${month}-${day}`;
  }
  return typeof value === 'string' ? value.trim() : undefined;
}

function isUsableBound(value: string | null | undefined): boolean {
  return typeof value === 'string' && isDateOnly(value.trim().slice(0, 10));
}

export function isDateRangeEmpty(range: DateRangeFilterValue | undefined): boolean {
  return !range || (!isUsableBound(range.from) && !isUsableBound(range.to));
}

/** Inclusive on both ends, empty ends ignored, unreadable row dates decided by `includeUndefined`. */
export function isInDateRange(value: unknown, range: DateRangeFilterValue): boolean {
  if (isDateRangeEmpty(range)) return true;
  return isDateTextInRange(toDateText(value), range, range.includeUndefined ?? false);
}

export const dateRangeFilterFn = constructFilterFn({
  filter: (dataValue: unknown, filterValue: DateRangeFilterValue) => isInDateRange(dataValue, filterValue),
  autoRemove: (filterValue: DateRangeFilterValue | undefined) => isDateRangeEmpty(filterValue),
});
