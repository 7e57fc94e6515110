import { getPrivilegeRoleStatus } from '@lonsam/domain/privileges/privilege-status';
import { ROLES } from '@lonsam/domain/privileges/roles';
import { VALUE_STREAMS, type ValueStream } from '@lonsam/domain/privileges/value-streams';
import type { PackagingPrivileges } from '../api/get-packaging-privileges.ts';
import type { Packaging } from '../api/list-packagings.ts';

export type OverviewCell = { isIncluded: boolean; enabledCount: number };
export type OverviewGrid = {
  columns: Packaging[];
  rows: { valueStream: ValueStream; cells: OverviewCell[] }[];
};

/** Packagings sorted by name descending (spec §2). */
export function sortPackagingsForOverview(packagings: readonly Packaging[]): Packaging[] {
  return [...packagings].sort((a, b) => b.name.localeCompare(a.name, 'sv'));
}

/**
 * The overview: per value stream and packaging, whether the packaging includes the stream (any
 * privilege of it enabled for some role) and how many of its privileges are enabled.
 */
export function buildOverviewGrid(
  packagings: readonly Packaging[],
  privilegesById: ReadonlyMap<string, PackagingPrivileges>,
): OverviewGrid {
  const columns = sortPackagingsForOverview(packagings);
  const rows = VALUE_STREAMS.map((valueStream) => ({
    valueStream,
    cells: columns.map((packaging) => {
      const privileges = privilegesById.get(packaging.id);
      const system = new Map(privileges?.all.map((entry) => [entry.id, entry]));
      const enabledCount = (privileges?.active ?? []).filter(
        (entry) =>
          entry.valueStream === valueStream &&
          ROLES.some((role) => getPrivilegeRoleStatus(role, system.get(entry.id), entry) === 'enabled'),
      ).length;
      return { isIncluded: enabledCount > 0, enabledCount };
    }),
  }));
  return { columns, rows };
}
