import { describe, expect, test } from 'vitest';
import {
  getAccess,
  getGroupEntryAccess,
  hasPrivilege,
  listMissingPrivileges,
  type PrivilegeGroupEntry,
  type PrivilegeSourceEntry,
} from './access-check.ts';

describe('packaging mode', () => {
  const entries = [{ id: 'Employee.Register' }, { id: 'PayrollBasis.Run' }];

  test('held if the id is in the list', () => {
    expect(hasPrivilege(entries, 'Employee.Register')).toBe(true);
    expect(hasPrivilege(entries, 'Employee.Select')).toBe(false);
    expect(hasPrivilege(entries, 'Employee.Register', { requiresWrite: true })).toBe(true);
    expect(hasPrivilege([], 'Employee.Register')).toBe(false);
  });

  test('a group passes if any one passes', () => {
    expect(hasPrivilege(entries, ['Employee.Select', 'PayrollBasis.Run'])).toBe(true);
    expect(hasPrivilege(entries, ['Employee.Select', 'Me.ApiAccess'])).toBe(false);
    expect(hasPrivilege(entries, [])).toBe(false);
  });
});

describe('privilege-group mode', () => {
  const entries: PrivilegeGroupEntry[] = [
    { id: 'A', type: 'NotEnabled', writeAccess: true },
    { id: 'B', type: 'Enabled', writeAccess: false },
    { id: 'C', type: 'Enabled', writeAccess: true },
  ];

  test('NotEnabled → none; Enabled → read, write only with writeAccess', () => {
    expect(entries.map(getGroupEntryAccess)).toEqual(['none', 'read', 'write']);
    expect(hasPrivilege(entries, 'A')).toBe(false);
    expect(hasPrivilege(entries, 'B')).toBe(true);
    expect(hasPrivilege(entries, 'B', { requiresWrite: true })).toBe(false);
    expect(hasPrivilege(entries, 'C', { requiresWrite: true })).toBe(true);
    expect(hasPrivilege(entries, ['A', 'B'], { requiresWrite: true })).toBe(false);
    expect(hasPrivilege(entries, ['A', 'C'], { requiresWrite: true })).toBe(true);
  });

  test('the strongest entry for an id counts', () => {
    expect(getAccess([...entries, { id: 'B', type: 'Enabled', writeAccess: true }], 'B')).toBe('write');
    expect(
      getAccess(
        [
          { id: 'B', type: 'Enabled', writeAccess: false },
          { id: 'B', type: 'NotEnabled', writeAccess: false },
        ],
        'B',
      ),
    ).toBe('read');
  });

  test('missing privileges are listed for the gate', () => {
    expect(listMissingPrivileges(entries, ['A', 'B'])).toEqual([]);
    expect(listMissingPrivileges(entries, ['A', 'B'], { requiresWrite: true })).toEqual(['A', 'B']);
    expect(listMissingPrivileges(entries, 'A')).toEqual(['A']);
  });
});

test('a check on an unsupported object throws unsupported', () => {
  const bad = [
    null,
    'Employee.Register',
    { name: 'x' },
    { id: 1 },
    { id: 'A', type: 'Maybe', writeAccess: true },
    { id: 'A', type: 'Enabled' },
  ] as unknown as PrivilegeSourceEntry[];
  for (const entry of bad)
    expect(() => hasPrivilege([entry], 'A'), JSON.stringify(entry)).toThrow('unsupported');
});
