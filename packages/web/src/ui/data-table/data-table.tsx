import { Button, Group, Pagination, Select, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import {
  type Column,
  type ColumnDef,
  functionalUpdate,
  type PaginationState,
  type RowData,
  type SortingState,
  type Updater,
  useTable,
} from '@tanstack/react-table';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter, SelectFilter, TextFilter } from './column-filters.tsx';
import { defaultCsvFileName, downloadCsv } from './csv.ts';
import { type DataTableFeatures, dataTableFeatures, filterFnFor } from './data-table-features.ts';
import type { DateRangeFilterValue } from './date-range-filter.ts';
import { defaultPageSize, hasFirstAndLastPageButtons, pageSizeOptions } from './paging-rules.ts';
import { RowActionButton } from './row-action-button.tsx';
import { buildTableCsv } from './table-csv.ts';

export type DataTableRowAction<TData> = {
  id: string;
  label: string;
  icon: ReactNode;
  onClick: (row: TData) => void;
  /** Defaults to true: the action changes data and needs write access. */
  needsWrite?: boolean;
  color?: string;
};

export type DataTableProps<TData extends RowData> = {
  /** The table's accessible name. */
  label: string;
  data: TData[];
  columns: ColumnDef<DataTableFeatures, TData, any>[];
  rowActions?: DataTableRowAction<TData>[];
  /** Whether the user has write access for the privilege behind the row actions. */
  canWrite?: boolean;
  withCsvExport?: boolean;
  csvFileName?: string;
  getRowId?: (row: TData, index: number) => string;
  initialSorting?: SortingState;
  initialPageSize?: number;
  /**
   * Sorting and page held by the caller (the address bar): the table shows them and reports every
   * change through `onViewChange` instead of keeping its own. Both or neither.
   */
  view?: DataTableView;
  onViewChange?: (view: DataTableView) => void;
};

/** What a caller may hold of the table's state: its sorting and its page (0-based) and page size. */
export type DataTableView = { sorting: SortingState; pagination: PaginationState };

const emptySorting: SortingState = [];

/** Columns declare a filter control in `meta.filter`; this adds the filter function that goes with it. */
function withFilterFns<TData extends RowData>(
  columns: ColumnDef<DataTableFeatures, TData, any>[],
): ColumnDef<DataTableFeatures, TData, any>[] {
  return columns.map((column) => {
    const kind = column.meta?.filter;
    if (!kind || column.filterFn) return column;
    return { ...column, filterFn: filterFnFor[kind] };
  });
}

function columnLabel<TData extends RowData>(column: Column<DataTableFeatures, TData, unknown>): string {
  const { header, meta } = column.columnDef;
  return typeof header === 'string' ? header : (meta?.csvHeader ?? column.id);
}

export function DataTable<TData extends RowData>({
  label,
  data,
  columns,
  rowActions = [],
  canWrite = false,
  withCsvExport = true,
  csvFileName = defaultCsvFileName,
  getRowId,
  initialSorting = emptySorting,
  initialPageSize = defaultPageSize,
  view,
  onViewChange,
}: DataTableProps<TData>) {
  const { t } = useTranslation();
  const tableColumns = useMemo(() => withFilterFns(columns), [columns]);
  const table = useTable({
    features: dataTableFeatures,
    columns: tableColumns,
    data,
    getRowId,
    initialState: {
      pagination: { pageIndex: 0, pageSize: initialPageSize },
      sorting: initialSorting,
    },
    ...(view && onViewChange
      ? {
          state: view,
          // The caller's page stays when the data arrives (a reload on page 3 opens page 3).
          autoResetPageIndex: false,
          onSortingChange: (updater: Updater<SortingState>) =>
            onViewChange({
              sorting: functionalUpdate(updater, view.sorting),
              pagination: { ...view.pagination, pageIndex: 0 },
            }),
          onPaginationChange: (updater: Updater<PaginationState>) =>
            onViewChange({ sorting: view.sorting, pagination: functionalUpdate(updater, view.pagination) }),
        }
      : {}),
  });

  const headerGroups = table.getHeaderGroups();
  const leafHeaders = headerGroups[headerGroups.length - 1]?.headers ?? [];
  const hasFilters = leafHeaders.some((header) => header.column.columnDef.meta?.filter);
  const hasActions = rowActions.length > 0;
  const rows = table.getRowModel().rows;
  const pageCount = Math.max(table.getPageCount(), 1);
  const { pageIndex, pageSize } = table.state.pagination;
  // A held page does not reset itself when a filter narrows the rows (autoResetPageIndex is off).
  const toFirstPage =
    view && onViewChange && view.pagination.pageIndex > 0
      ? () => onViewChange({ sorting: view.sorting, pagination: { ...view.pagination, pageIndex: 0 } })
      : undefined;
  const columnCount = leafHeaders.length + (hasActions ? 1 : 0);

  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={480}>
        <Table striped highlightOnHover aria-label={label}>
          <Table.Thead>
            {headerGroups.map((group) => (
              <Table.Tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const canSort = header.column.getCanSort();
                  return (
                    <Table.Th
                      key={header.id}
                      colSpan={header.colSpan}
                      aria-sort={
                        sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined
                      }
                    >
                      {header.isPlaceholder ? null : canSort ? (
                        <UnstyledButton onClick={header.column.getToggleSortingHandler()} fw={700} fz="sm">
                          <table.FlexRender header={header} />
                          {sorted === 'asc' ? ' ▲' : sorted === 'desc' ? ' ▼' : null}
                        </UnstyledButton>
                      ) : (
                        <table.FlexRender header={header} />
                      )}
                    </Table.Th>
                  );
                })}
                {hasActions && <Table.Th>{t('dataTable.actions')}</Table.Th>}
              </Table.Tr>
            ))}
            {hasFilters && (
              <Table.Tr>
                {leafHeaders.map((header) => (
                  <Table.Th key={header.id}>
                    <ColumnFilter column={header.column} onFiltered={toFirstPage} />
                  </Table.Th>
                ))}
                {hasActions && <Table.Th />}
              </Table.Tr>
            )}
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={columnCount}>
                  <Text c="dimmed" ta="center" size="sm">
                    {t('dataTable.empty')}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : (
              rows.map((row) => (
                <Table.Tr key={row.id}>
                  {row.getAllCells().map((cell) => (
                    <Table.Td key={cell.id}>
                      <table.FlexRender cell={cell} />
                    </Table.Td>
                  ))}
                  {hasActions && (
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        {rowActions.map((action) => (
                          <RowActionButton
                            key={action.id}
                            label={action.label}
                            icon={action.icon}
                            color={action.color}
                            needsWrite={action.needsWrite}
                            canWrite={canWrite}
                            onClick={() => action.onClick(row.original)}
                          />
                        ))}
                      </Group>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="space-between" gap="sm">
        <Group gap="sm">
          <Text size="sm" c="dimmed">
            {t('dataTable.rowCount', { count: table.getRowCount() })}
          </Text>
          <Select
            size="xs"
            w={90}
            aria-label={t('dataTable.rowsPerPage')}
            data={pageSizeOptions.map(String)}
            value={String(pageSize)}
            allowDeselect={false}
            onChange={(next) => next && table.setPageSize(Number(next))}
          />
        </Group>
        <Pagination
          size="sm"
          total={pageCount}
          value={pageIndex + 1}
          onChange={(page) => table.setPageIndex(page - 1)}
          withEdges={hasFirstAndLastPageButtons(pageCount)}
          getControlProps={(control) => ({ 'aria-label': t(`dataTable.${control}Page`) })}
          getItemProps={(page) => ({ 'aria-label': t('dataTable.page', { page }) })}
        />
        {withCsvExport && (
          <Button size="xs" variant="default" onClick={() => downloadCsv(buildTableCsv(table), csvFileName)}>
            {t('dataTable.exportCsv')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

function ColumnFilter<TData extends RowData>({
  column,
  onFiltered,
}: {
  column: Column<DataTableFeatures, TData, unknown>;
  onFiltered?: () => void;
}) {
  const setFilter = (value: unknown) => {
    column.setFilterValue(value);
    onFiltered?.();
  };
  const meta = column.columnDef.meta;
  if (!meta?.filter || !column.getCanFilter()) return null;
  const name = columnLabel(column);
  switch (meta.filter) {
    case 'text':
      return (
        <TextFilter
          columnLabel={name}
          value={column.getFilterValue() as string | undefined}
          onChange={setFilter}
        />
      );
    case 'select':
      return (
        <SelectFilter
          columnLabel={name}
          value={column.getFilterValue() as string | undefined}
          onChange={setFilter}
          uniqueValues={column.getFacetedUniqueValues()}
        />
      );
    case 'date-range':
      return (
        <DateRangeFilter
          columnLabel={name}
          value={column.getFilterValue() as DateRangeFilterValue | undefined}
          onChange={setFilter}
          includeUndefined={meta.includeUndefinedDates ?? false}
        />
      );
  }
}
