import type { PackagingPrivilegeEntry } from './access-check.ts';
import type { Role } from './roles.ts';

/**
 * Packaging mode (spec §6) without privilege groups: what a role may do with a privilege its
 * packaging grants. The packaging says what the company bought; this says, per role, whether holding
 * it means reading or also changing (issue 23, docs/companies-and-privileges.md).
 *
 * - admin and manager: write. Their limits are the team (managers) and each module's own rules
 *   (a manager's employee pages list no editable fields).
 * - user: read, except what is the employee's own to tell: reporting events and marking the period
 *   ready, and their own contact details and bank account. Payslips, balances, employment and the
 *   rest of the personal data (names, personnummer, tax) stay read-only, whatever a route declares.
 */
export const USER_WRITABLE_PRIVILEGES: ReadonlySet<string> = new Set([
  'Employee.Events.Report.Balances',
  'Employee.Events.Report.Absence',
  'Employee.Events.Report.Transactions',
  'Employee.Events.Report.Travel',
  'Employee.Events.Report.ReadyMarker',
  'Employee.PersonalData.Email',
  'Employee.PersonalData.Phone',
  'Employee.PersonalData.HomeAddress',
  'Employee.PersonalData.BankAccount',
  // The person's own API tokens (issue 22): making one is a write of their own.
  'Me.ApiAccess',
]);

export function packagingWriteAccess(role: Role, privilegeId: string): boolean {
  return role !== 'user' || USER_WRITABLE_PRIVILEGES.has(privilegeId);
}

/** The role's packaging entries with their access spelled out (`writeAccess` on each). */
export function toPackagingEntries(role: Role, privilegeIds: readonly string[]): PackagingPrivilegeEntry[] {
  return privilegeIds.map((id) => ({ id, writeAccess: packagingWriteAccess(role, id) }));
}
