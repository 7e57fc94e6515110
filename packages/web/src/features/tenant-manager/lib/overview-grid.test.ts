import { describe, expect, it } from 'vitest';
import type { PackagingPrivileges } from '../api/get-packaging-privileges.ts';
import { buildOverviewGrid } from './overview-grid.ts';

const packagings = [
  { id: 'a', name: 'Lön Bas', description: '' },
  { id: 'b', name: 'HR Komplett', description: '' },
  { id: 'c', name: 'Lön Plus', description: '' },
];

function entry(id: string, valueStream: 'CorePayroll' | 'BasicEvents', enabledAdmin: boolean) {
  return {
    id,
    valueStream,
    enabledUser: false,
    enabledManager: false,
    enabledAdmin,
    availableUser: false,
    availableManager: false,
    availableAdmin: true,
    activatedUserAt: null,
    activatedManagerAt: null,
    activatedAdminAt: '2026-01-01T00:00:00.000Z',
  };
}

const all = ['X.One', 'X.Two', 'X.Three'].map((id, index) => ({
  id,
  valueStream: (index < 2 ? 'CorePayroll' : 'BasicEvents') as 'CorePayroll' | 'BasicEvents',
  description: id,
  enabledUser: false,
  enabledManager: false,
  enabledAdmin: true,
}));

describe('buildOverviewGrid', () => {
  it('sorts packaging columns by name descending and counts enabled privileges per value stream', () => {
    const privileges = new Map<string, PackagingPrivileges>([
      ['a', { all, active: [entry('X.One', 'CorePayroll', true), entry('X.Two', 'CorePayroll', false)] }],
      [
        'b',
        {
          all,
          active: [
            entry('X.One', 'CorePayroll', true),
            entry('X.Two', 'CorePayroll', true),
            entry('X.Three', 'BasicEvents', true),
          ],
        },
      ],
      ['c', { all, active: [] }],
    ]);
    const grid = buildOverviewGrid(packagings, privileges);
    expect(grid.columns.map((column) => column.name)).toEqual(['Lön Plus', 'Lön Bas', 'HR Komplett']);
    expect(grid.rows).toHaveLength(12);
    const core = grid.rows.find((row) => row.valueStream === 'CorePayroll')!;
    expect(core.cells).toEqual([
      { isIncluded: false, enabledCount: 0 },
      { isIncluded: true, enabledCount: 1 },
      { isIncluded: true, enabledCount: 2 },
    ]);
    const basic = grid.rows.find((row) => row.valueStream === 'BasicEvents')!;
    expect(basic.cells.map((cell) => cell.enabledCount)).toEqual([0, 0, 1]);
  });
});
