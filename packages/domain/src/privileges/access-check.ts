/**
 * Privilege checks in both modes of spec §6.
 * - packaging: the employer's list of `{id, writeAccess}` entries; holding an id grants read, and
 *   write only with writeAccess, which the role decides (`toPackagingEntries`, packaging-access.ts:
 *   the user role reads most of its data). A bare `{id}` (fixtures written before issue 23) still
 *   means write.
 * - privilege-group: `{id, type, writeAccess}` entries; NotEnabled gives nothing, Enabled gives
 *   read, and write only with writeAccess.
 * A list may not mix in anything else: an entry of neither shape throws `unsupported`.
 */

export interface PackagingPrivilegeEntry {
  id: string;
  /** Set by the server for every entry it builds; absent only in older fixtures (then write). */
  writeAccess?: boolean;
}

export type PrivilegeGroupEntryType = 'NotEnabled' | 'Enabled';

export interface PrivilegeGroupEntry {
  id: string;
  type: PrivilegeGroupEntryType;
  writeAccess: boolean;
}

export type PrivilegeSourceEntry = PackagingPrivilegeEntry | PrivilegeGroupEntry;

export type Access = 'none' | 'read' | 'write';

export interface PrivilegeCheckOptions {
  requiresWrite?: boolean;
}

export function getGroupEntryAccess(entry: PrivilegeGroupEntry): Access {
  if (entry.type !== 'Enabled') return 'none';
  return entry.writeAccess ? 'write' : 'read';
}

function getEntryAccess(entry: unknown): Access {
  if (typeof entry !== 'object' || entry === null || typeof (entry as { id?: unknown }).id !== 'string') {
    throw new Error('unsupported');
  }
  if (!('type' in entry)) {
    const { writeAccess } = entry as { writeAccess?: unknown };
    if (writeAccess === undefined) return 'write';
    if (typeof writeAccess !== 'boolean') throw new Error('unsupported');
    return writeAccess ? 'write' : 'read';
  }
  const { type, writeAccess } = entry as { type: unknown; writeAccess?: unknown };
  if ((type !== 'Enabled' && type !== 'NotEnabled') || typeof writeAccess !== 'boolean')
    throw new Error('unsupported');
  return getGroupEntryAccess(entry as PrivilegeGroupEntry);
}

/** The strongest access the entries give to one id. */
export function getAccess(entries: readonly PrivilegeSourceEntry[], id: string): Access {
  let best: Access = 'none';
  for (const entry of entries) {
    const access = getEntryAccess(entry);
    if (entry.id !== id) continue;
    if (access === 'write') return 'write';
    if (access === 'read') best = 'read';
  }
  return best;
}

/** One id or a group of ids: the check passes if any one passes. */
export function hasPrivilege(
  entries: readonly PrivilegeSourceEntry[],
  required: string | readonly string[],
  options: PrivilegeCheckOptions = {},
): boolean {
  const ids = typeof required === 'string' ? [required] : required;
  return ids.some((id) => {
    const access = getAccess(entries, id);
    return options.requiresWrite ? access === 'write' : access !== 'none';
  });
}

/** The ids the gate lists after `Rättigheter saknas:` when a check fails. */
export function listMissingPrivileges(
  entries: readonly PrivilegeSourceEntry[],
  required: string | readonly string[],
  options: PrivilegeCheckOptions = {},
): string[] {
  const ids = typeof required === 'string' ? [required] : [...required];
  return hasPrivilege(entries, ids, options) ? [] : ids;
}

export const MISSING_PRIVILEGES_TEXT = 'Rättigheter saknas:';
export const FORBIDDEN_TOAST_TEXT = 'Det saknas en eller flera behörigheter';
