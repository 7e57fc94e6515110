import { type CsvOptions, createCsv } from '@lonsam/domain/format/csv';
import type { RowData, Table } from '@tanstack/react-table';
import { toCsvCell } from './csv.ts';
import type { DataTableFeatures } from './data-table-features.ts';

type CsvSource<TData extends RowData> = Pick<
  Table<DataTableFeatures, TData>,
  'getAllLeafColumns' | 'getPrePaginatedRowModel'
>;

/**
 * The table as CSV: a header line, then every row that passes the filters in the current sort
 * order — all pages, not just the one on screen. Columns without a value (actions) are left out.
 */
export function buildTableCsv<TData extends RowData>(table: CsvSource<TData>, options?: CsvOptions): string {
  const columns = table
    .getAllLeafColumns()
    .filter((column) => column.accessorFn !== undefined && !column.columnDef.meta?.excludeFromCsv);
  const header = columns.map((column) => {
    const { meta, header: definedHeader } = column.columnDef;
    return meta?.csvHeader ?? (typeof definedHeader === 'string' ? definedHeader : column.id);
  });
  const rows = table
    .getPrePaginatedRowModel()
    .rows.map((row) => columns.map((column) => toCsvCell(row.getValue(column.id))));
  return createCsv(header, rows, options);
}
