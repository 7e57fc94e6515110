import { Checkbox, Table } from '@mantine/core';
import { useState } from 'react';

/** Per privilege id: read ticked, and write ticked too. */
export type PrivilegeChoice = Record<string, { read: boolean; write: boolean }>;

/** Ticking write ticks read; unticking read unticks write. */
export function usePrivilegeChoice(initial: () => PrivilegeChoice) {
  const [choice, setChoice] = useState<PrivilegeChoice>(initial);
  function toggle(id: string, kind: 'read' | 'write', checked: boolean) {
    setChoice((current) => {
      const before = current[id] ?? { read: false, write: false };
      const next =
        kind === 'read'
          ? { read: checked, write: checked && before.write }
          : { read: before.read || checked, write: checked };
      return { ...current, [id]: next };
    });
  }
  return { choice, setChoice, toggle };
}

/** The ticked privileges as sent to the server. */
export function chosenPrivileges(choice: PrivilegeChoice): { id: string; writeAccess: boolean }[] {
  return Object.entries(choice)
    .filter(([, value]) => value.read)
    .map(([id, value]) => ({ id, writeAccess: value.write }));
}

/**
 * A table of privileges with a Läsa and an Ändra checkbox each (Ändra only where `canWrite`).
 * With `maxHeight` it scrolls under a sticky header.
 */
export function PrivilegeChoiceTable(props: {
  privileges: readonly { id: string; label: string; canWrite: boolean }[];
  choice: PrivilegeChoice;
  onToggle: (id: string, kind: 'read' | 'write', checked: boolean) => void;
  texts: {
    privilege: string;
    read: string;
    write: string;
    readOf: (privilege: string) => string;
    writeOf: (privilege: string) => string;
  };
  maxHeight?: number;
}) {
  const { choice, onToggle, texts } = props;
  const table = (
    <Table stickyHeader={props.maxHeight !== undefined}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{texts.privilege}</Table.Th>
          <Table.Th>{texts.read}</Table.Th>
          <Table.Th>{texts.write}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {props.privileges.map((privilege) => (
          <Table.Tr key={privilege.id}>
            <Table.Td>{privilege.label}</Table.Td>
            <Table.Td>
              <Checkbox
                aria-label={texts.readOf(privilege.label)}
                checked={choice[privilege.id]?.read ?? false}
                onChange={(event) => onToggle(privilege.id, 'read', event.currentTarget.checked)}
              />
            </Table.Td>
            <Table.Td>
              {privilege.canWrite ? (
                <Checkbox
                  aria-label={texts.writeOf(privilege.label)}
                  checked={choice[privilege.id]?.write ?? false}
                  onChange={(event) => onToggle(privilege.id, 'write', event.currentTarget.checked)}
                />
              ) : null}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  if (props.maxHeight === undefined) return table;
  return (
    <Table.ScrollContainer minWidth={480} mah={props.maxHeight}>
      {table}
    </Table.ScrollContainer>
  );
}
