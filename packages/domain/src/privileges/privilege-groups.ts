import type { PrivilegeGroupEntry } from './access-check.ts';
import { findPrivilege } from './catalogue.ts';

/** One privilege of a group, or of a token: read, or read and write. */
export type GrantedPrivilege = { id: string; writeAccess: boolean };

/**
 * Privilege-group mode (spec §4, §6): a role in one or more groups holds the union of its groups'
 * privileges (write when any group gives write), but only those its packaging lets the role hold —
 * a group can never give what the company has not bought. Returns privilege-group entries, so the
 * access check tells read from write.
 */
export function combineGroupPrivileges(
  packagingIds: readonly string[],
  groupPrivileges: readonly GrantedPrivilege[],
): PrivilegeGroupEntry[] {
  const allowed = new Set(packagingIds);
  const byId = new Map<string, boolean>();
  for (const { id, writeAccess } of groupPrivileges) {
    if (!allowed.has(id)) continue;
    byId.set(id, (byId.get(id) ?? false) || writeAccess);
  }
  return [...byId].map(([id, writeAccess]) => ({ id, type: 'Enabled', writeAccess }));
}

/**
 * A personal API token's privileges against what its owner's role holds now: read where both give
 * at least read, write only where both give write. The owner losing a privilege takes it from the
 * token at once; the token can never hold more than it was given.
 */
export function limitToHeld(
  tokenPrivileges: readonly GrantedPrivilege[],
  held: (id: string) => 'none' | 'read' | 'write',
): PrivilegeGroupEntry[] {
  const entries: PrivilegeGroupEntry[] = [];
  for (const { id, writeAccess } of tokenPrivileges) {
    const access = held(id);
    if (access === 'none') continue;
    entries.push({ id, type: 'Enabled', writeAccess: writeAccess && access === 'write' });
  }
  return entries;
}

/** For the audit and process history: "Anställda: lista och massuppdatera (ändra)", never the id alone. */
export function describeGrants(privileges: readonly GrantedPrivilege[]): string[] {
  return privileges.map(
    ({ id, writeAccess }) => `${findPrivilege(id)?.description ?? id} (${writeAccess ? 'ändra' : 'läsa'})`,
  );
}
