import {
  type ColumnHelper,
  columnFacetingFeature,
  columnFilteringFeature,
  createColumnHelper,
  createFacetedRowModel,
  createFacetedUniqueValues,
  createFilteredRowModel,
  createPaginatedRowModel,
  createSortedRowModel,
  rowPaginationFeature,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  sortFn_datetime,
  sortFn_text,
  tableFeatures,
} from '@tanstack/react-table';
import { dateRangeFilterFn } from './date-range-filter.ts';
import { selectFilterFn } from './select-filter.ts';
import { textFilterFn } from './text-filter.ts';

export type DataTableFilterKind = 'text' | 'select' | 'date-range';

export type DataTableColumnMeta = {
  /** Which filter control the column header shows; none when absent. */
  filter?: DataTableFilterKind;
  /** For a date-range filter: keep rows whose date is missing or unreadable. */
  includeUndefinedDates?: boolean;
  /** The CSV header, when the column header is not plain text. */
  csvHeader?: string;
  /** Leaves the column out of the CSV (action columns). */
  excludeFromCsv?: boolean;
};

export const dataTableFeatures = tableFeatures({
  columnFilteringFeature,
  filteredRowModel: createFilteredRowModel(),
  filterFns: { text: textFilterFn, select: selectFilterFn, dateRange: dateRangeFilterFn },
  columnFacetingFeature,
  facetedRowModel: createFacetedRowModel(),
  facetedUniqueValues: createFacetedUniqueValues(),
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: {
    alphanumeric: sortFn_alphanumeric,
    basic: sortFn_basic,
    datetime: sortFn_datetime,
    text: sortFn_text,
  },
  rowPaginationFeature,
  paginatedRowModel: createPaginatedRowModel(),
  columnMeta: {} as DataTableColumnMeta,
});

export type DataTableFeatures = typeof dataTableFeatures;

export function createDataTableColumnHelper<TData extends object>(): ColumnHelper<DataTableFeatures, TData> {
  return createColumnHelper<DataTableFeatures, TData>();
}

/** The filter function that goes with a filter control, for column definitions. */
export const filterFnFor = { text: 'text', select: 'select', 'date-range': 'dateRange' } as const;
