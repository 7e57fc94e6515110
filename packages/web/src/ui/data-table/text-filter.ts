import { TEXT_FILTER_DEBOUNCE_MS } from '@lonsam/domain/constants/client-limits';
import { constructFilterFn } from '@tanstack/react-table';

/** Spec §9: text filters wait this long after the last keystroke before filtering. */
export const textFilterDebounceMs = TEXT_FILTER_DEBOUNCE_MS;

/** Case-insensitive "contains", in Swedish collation of case (Å/å). */
export const textFilterFn = constructFilterFn({
  filter: (dataValue: unknown, filterValue: unknown) => {
    if (dataValue === undefined || dataValue === null) return false;
    return String(dataValue)
      .toLocaleLowerCase('sv-SE')
      .includes(String(filterValue).toLocaleLowerCase('sv-SE'));
  },
  autoRemove: (filterValue: unknown) =>
    filterValue === undefined || filterValue === null || String(filterValue).trim() === '',
});
