import { z } from 'zod';
import type { PrivilegeSourceEntry } from '../privileges/access-check.ts';

/** Issue 22: who may give which role, and the time limits of invitations and ended employments. */

export const USER_ROLES = ['admin', 'manager', 'user'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** Giving or taking a role needs write access to its own privilege; nobody grants above that. */
export const ROLE_GRANT_PRIVILEGES: Readonly<Record<UserRole, string>> = {
  admin: 'Users.Authorization.Admin',
  manager: 'Users.Authorization.Manager',
  user: 'Users.Authorization.User',
};

export const INVITATION_VALID_DAYS = 7;

/** How long a person whose employment ended keeps the user role (own payslips and balances). */
export const DEFAULT_ENDED_EMPLOYMENT_ACCESS_MONTHS = 13;

export const ENDED_EMPLOYMENT_ACCESS_MESSAGE = 'Ange 0–120 månader';

/** The company's `user-access` settings document. */
export const userAccessSettingsSchema = z.object({
  endedEmploymentAccessMonths: z
    .number({ error: ENDED_EMPLOYMENT_ACCESS_MESSAGE })
    .int({ error: ENDED_EMPLOYMENT_ACCESS_MESSAGE })
    .min(0, { error: ENDED_EMPLOYMENT_ACCESS_MESSAGE })
    .max(120, { error: ENDED_EMPLOYMENT_ACCESS_MESSAGE }),
});
export type UserAccessSettings = z.output<typeof userAccessSettingsSchema>;

export const USER_ACCESS_DEFAULTS: UserAccessSettings = {
  endedEmploymentAccessMonths: DEFAULT_ENDED_EMPLOYMENT_ACCESS_MONTHS,
};

/**
 * A personnummer in a list others may see: the birth date only (`19850312-****`), as the account
 * page shows one's own. 12 digits in, anything else comes back masked whole.
 */
export function maskPersonnummer(personnummer: string): string {
  const digits = personnummer.replace(/\D/g, '');
  if (digits.length !== 12) return '****';
  return `${digits.slice(0, 8)}-****`;
}

/** Whether the last day of access (end date + months) has passed on `today` (both YYYY-MM-DD). */
export function hasEndedEmploymentAccessExpired(endDate: string, months: number, today: string): boolean {
  const [year, month, day] = endDate.split('-').map(Number) as [number, number, number];
  const total = year * 12 + (month - 1) + months;
  const lastYear = Math.floor(total / 12);
  const lastMonth = (total % 12) + 1;
  // 31 January + 1 month ends on the last day of February, as PostgreSQL's interval arithmetic does.
  const daysInMonth = new Date(Date.UTC(lastYear, lastMonth, 0)).getUTCDate();
  const last = `${lastYear}-${String(lastMonth).padStart(2, '0')}-${String(Math.min(day, daysInMonth)).padStart(2, '0')}`;
  return today > last;
}

/**
 * What a user role still reads once its employment has ended, for the company's months: the
 * person's own payslips and balances, nothing else (no reporting events, no contact or bank
 * changes, no API tokens). The rows a role sees are still decided by its employment.
 */
export function isEndedEmploymentPrivilege(id: string): boolean {
  return id === 'ReportingAndCompliance.Payslip' || id.startsWith('Employee.Balances.');
}

/**
 * An ended employment's user role (either access mode): only the privileges above, and read only.
 * What the packaging or the role's privilege groups do not give stays ungiven.
 */
export function limitToEndedEmployment(entries: readonly PrivilegeSourceEntry[]): PrivilegeSourceEntry[] {
  return entries
    .filter((entry) => isEndedEmploymentPrivilege(entry.id))
    .map((entry) => ({ ...entry, writeAccess: false }));
}
