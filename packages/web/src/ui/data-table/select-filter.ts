import { SELECT_FILTER_MAX_VALUES } from '@lonsam/domain/constants/client-limits';
import { constructFilterFn } from '@tanstack/react-table';

/** Spec §9: a select filter lists at most this many values. */
export const maxSelectFilterOptions = SELECT_FILTER_MAX_VALUES;

/** The distinct, non-empty values of a column as sorted option labels, at most `limit` of them. */
export function listSelectFilterOptions(
  uniqueValues: ReadonlyMap<unknown, number>,
  limit: number = maxSelectFilterOptions,
): string[] {
  const labels = new Set<string>();
  for (const value of uniqueValues.keys()) {
    if (value === undefined || value === null || value === '') continue;
    labels.add(String(value));
  }
  return [...labels].sort((a, b) => a.localeCompare(b, 'sv-SE', { numeric: true })).slice(0, limit);
}

/** Keeps rows whose value, as text, is the chosen option. */
export const selectFilterFn = constructFilterFn({
  filter: (dataValue: unknown, filterValue: unknown) =>
    dataValue !== undefined && dataValue !== null && String(dataValue) === filterValue,
  autoRemove: (filterValue: unknown) =>
    filterValue === undefined || filterValue === null || filterValue === '',
});
