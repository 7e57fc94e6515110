import { describe, expect, it } from 'vitest';
import { hasPrivilege } from './access-check.ts';
import { combineGroupPrivileges, limitToHeld } from './privilege-groups.ts';

describe('combineGroupPrivileges', () => {
  it('keeps only what the packaging lets the role hold', () => {
    const entries = combineGroupPrivileges(
      ['Employee.Register', 'Employee.Select'],
      [
        { id: 'Employee.Register', writeAccess: false },
        { id: 'Analytics.Advanced', writeAccess: true },
      ],
    );
    expect(entries).toEqual([{ id: 'Employee.Register', type: 'Enabled', writeAccess: false }]);
    expect(hasPrivilege(entries, 'Employee.Register')).toBe(true);
    expect(hasPrivilege(entries, 'Employee.Register', { requiresWrite: true })).toBe(false);
    expect(hasPrivilege(entries, 'Employee.Select')).toBe(false);
    expect(hasPrivilege(entries, 'Analytics.Advanced')).toBe(false);
  });

  it('gives write when any of two groups gives write', () => {
    const entries = combineGroupPrivileges(
      ['Employee.Register'],
      [
        { id: 'Employee.Register', writeAccess: false },
        { id: 'Employee.Register', writeAccess: true },
      ],
    );
    expect(entries).toEqual([{ id: 'Employee.Register', type: 'Enabled', writeAccess: true }]);
  });
});

describe('limitToHeld', () => {
  it('drops what the owner lost and lowers write to read where the owner only reads', () => {
    const held = (id: string) => (id === 'A' ? 'write' : id === 'B' ? 'read' : 'none');
    expect(
      limitToHeld(
        [
          { id: 'A', writeAccess: true },
          { id: 'B', writeAccess: true },
          { id: 'C', writeAccess: false },
        ],
        held,
      ),
    ).toEqual([
      { id: 'A', type: 'Enabled', writeAccess: true },
      { id: 'B', type: 'Enabled', writeAccess: false },
    ]);
  });

  it('keeps a read-only token read-only though the owner may write', () => {
    expect(limitToHeld([{ id: 'A', writeAccess: false }], () => 'write')).toEqual([
      { id: 'A', type: 'Enabled', writeAccess: false },
    ]);
  });
});
