import type { SalaryTypeKind } from '@lonsam/domain/salary-types/salary-type-enums';

export type SalaryTypeFilter = { kind: SalaryTypeKind | ''; search: string };

/**
 * The types of one kind ('' = all) whose code starts with, or whose name contains, the search
 * (case and accents as typed: "ob" finds "OB natt", "9" finds 900 and 9000).
 */
export function filterSalaryTypes<T extends { kind: string; code: string; name: string }>(
  types: readonly T[],
  filter: SalaryTypeFilter,
): T[] {
  const search = filter.search.trim().toLocaleLowerCase('sv-SE');
  return types.filter(
    (type) =>
      (filter.kind === '' || type.kind === filter.kind) &&
      (search === '' ||
        type.code.startsWith(search) ||
        type.name.toLocaleLowerCase('sv-SE').includes(search)),
  );
}
