import { Button, Group, Table } from '@mantine/core';
import type { ReactNode } from 'react';

export type ListColumn<Item> = { header: string; cell: (item: Item) => ReactNode };

/** The edit and remove buttons of a row; the table has an actions column only when they are given. */
export type ListRowActions<Item> = {
  header: string;
  onEdit: (item: Item) => void;
  onRemove: (item: Item) => void;
  /** The buttons' accessible names, naming the row. */
  editLabel: (item: Item) => string;
  removeLabel: (item: Item) => string;
  editText: string;
  removeText: string;
};

/** A settings list as a striped table, with edit and remove buttons on each row for those who may edit. */
export function ListTable<Item extends { id: string }>(props: {
  label: string;
  minWidth: number;
  items: readonly Item[];
  columns: readonly ListColumn<Item>[];
  actions?: ListRowActions<Item>;
}) {
  const { actions } = props;
  return (
    <Table.ScrollContainer minWidth={props.minWidth}>
      <Table striped aria-label={props.label}>
        <Table.Thead>
          <Table.Tr>
            {props.columns.map((column) => (
              <Table.Th key={column.header}>{column.header}</Table.Th>
            ))}
            {actions && <Table.Th>{actions.header}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.items.map((item) => (
            <Table.Tr key={item.id}>
              {props.columns.map((column) => (
                <Table.Td key={column.header}>{column.cell(item)}</Table.Td>
              ))}
              {actions && (
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      aria-label={actions.editLabel(item)}
                      onClick={() => actions.onEdit(item)}
                    >
                      {actions.editText}
                    </Button>
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      color="red"
                      aria-label={actions.removeLabel(item)}
                      onClick={() => actions.onRemove(item)}
                    >
                      {actions.removeText}
                    </Button>
                  </Group>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
