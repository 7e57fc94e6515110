import { Button, Group, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { DateInput } from '../inputs/date-input.tsx';
import type { FieldErrorMap } from './field-errors.ts';

/** A dated row as a form holds it: `validTo` is '' for "until further notice". */
export type DatedFormRow = { validFrom: string; validTo: string };

/** A stored row's dates as the form holds them. */
export function toFormDates(row: { validFrom: string; validTo?: string | null }): DatedFormRow {
  return { validFrom: row.validFrom, validTo: row.validTo ?? '' };
}

/** The form's dates as the value stores them: an empty end is null. */
export function fromFormDates(row: DatedFormRow): { validFrom: string; validTo: string | null } {
  return { validFrom: row.validFrom, validTo: row.validTo === '' ? null : row.validTo };
}

export type DatedRowsCellProps<Row> = {
  /** The input's accessible name: the column and the row ("Belopp, rad 2"). */
  label: string;
  error: string | undefined;
  readOnly: boolean;
  /** Replaces the row with a changed copy. */
  onChange: (row: Row) => void;
};

export type DatedRowsColumn<Row> = {
  /** The column's heading; also the start of each cell's accessible name. */
  label: string;
  /** The error keys below the row's path this cell shows (`rate.divisor`), the first found wins. */
  errorKeys: readonly string[];
  render: (row: Row, props: DatedRowsCellProps<Row>) => ReactNode;
};

export type DatedRowsLabels = {
  validFrom: string;
  validTo: string;
  add: string;
  /** "Ta bort rad 2" */
  remove: (rowNumber: number) => string;
  /** "rad 2", appended to each input's name */
  row: (rowNumber: number) => string;
};

/**
 * Values that change over time (a rate from a date) as a small table: "Gäller från", "Gäller
 * till" and the row's own columns, one row per period, with the field errors under each input.
 * Errors are read by the value's dotted path (`errorPrefix.index.field`, as the server and the
 * domain schema name them). Scrolls sideways on a narrow screen instead of squeezing the inputs.
 */
export function DatedRowsTable<Row extends DatedFormRow>(props: {
  caption: string;
  rows: readonly Row[];
  onChange: (rows: Row[]) => void;
  columns: readonly DatedRowsColumn<Row>[];
  createRow: () => Row;
  errors: FieldErrorMap;
  errorPrefix: string;
  canEdit: boolean;
  labels: DatedRowsLabels;
}) {
  const { rows, columns, errors, errorPrefix, canEdit, labels } = props;
  const readOnly = !canEdit;
  const errorAt = (index: number, keys: readonly string[]) =>
    keys.map((key) => errors[`${errorPrefix}.${index}.${key}`]).find(Boolean);
  const replace = (index: number, row: Row) =>
    props.onChange(rows.map((old, at) => (at === index ? row : old)));
  const listError = errors[errorPrefix];

  return (
    <Stack gap="xs">
      <Table.ScrollContainer minWidth={columns.length * 150 + 360}>
        <Table aria-label={props.caption} verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{labels.validFrom}</Table.Th>
              <Table.Th>{labels.validTo}</Table.Th>
              {columns.map((column) => (
                <Table.Th key={column.label}>{column.label}</Table.Th>
              ))}
              {canEdit && <Table.Th aria-hidden />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, index) => {
              const rowName = labels.row(index + 1);
              return (
                // Rows have no id of their own; their position is their identity while editing.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <Table.Tr key={index}>
                  <Table.Td>
                    <DateInput
                      aria-label={`${labels.validFrom}, ${rowName}`}
                      value={row.validFrom}
                      readOnly={readOnly}
                      error={errorAt(index, ['validFrom'])}
                      onChange={(value) => replace(index, { ...row, validFrom: value })}
                    />
                  </Table.Td>
                  <Table.Td>
                    <DateInput
                      aria-label={`${labels.validTo}, ${rowName}`}
                      value={row.validTo}
                      readOnly={readOnly}
                      error={errorAt(index, ['validTo'])}
                      onChange={(value) => replace(index, { ...row, validTo: value })}
                    />
                  </Table.Td>
                  {columns.map((column) => (
                    <Table.Td key={column.label}>
                      {column.render(row, {
                        label: `${column.label}, ${rowName}`,
                        error: errorAt(index, column.errorKeys),
                        readOnly,
                        onChange: (changed) => replace(index, changed),
                      })}
                    </Table.Td>
                  ))}
                  {canEdit && (
                    <Table.Td>
                      <Button
                        variant="subtle"
                        color="red"
                        size="xs"
                        aria-label={labels.remove(index + 1)}
                        onClick={() => props.onChange(rows.filter((_, at) => at !== index))}
                      >
                        ✕
                      </Button>
                    </Table.Td>
                  )}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {listError && (
        <Text c="red" size="sm" role="alert">
          {listError}
        </Text>
      )}
      {canEdit && (
        <Group>
          <Button variant="light" size="xs" onClick={() => props.onChange([...rows, props.createRow()])}>
            {labels.add}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
