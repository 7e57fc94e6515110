import {
  DASHBOARD_LIST_LIMIT,
  type getAdminDashboardResponse,
  type MissingPayrollData,
} from '@lonsam/domain/contracts/dashboard/get-admin-dashboard';
import { type Kysely, sql } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.ts';

export type AdminDashboard = z.output<typeof getAdminDashboardResponse>;

/** The first and the last day of `today`'s calendar month, as `YYYY-MM-DD`. */
export function monthOf(today: string): { from: string; to: string } {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const prefix = today.slice(0, 7);
  return { from: `${prefix}-01`, to: `${prefix}-${String(lastDay).padStart(2, '0')}` };
}

/**
 * The admin's start page figures at the employer on `today` (Europe/Stockholm day):
 * - active: not archived, with an employment that has not ended (the list's "Aktiva");
 * - starts/ends this month: employments starting or ending within the month, one line each;
 * - missing payroll data: active employees without tax settings (or a tax table for a table
 *   method), without clearing and account number, or without a salary row in force on today (or
 *   on the first day of an employment that starts later).
 */
export async function getAdminDashboard(
  db: Kysely<Database>,
  employerId: string,
  today: string,
): Promise<AdminDashboard> {
  const month = monthOf(today);
  const active = db
    .selectFrom('employee')
    .where('employee.employer_id', '=', employerId)
    .where('employee.archived_at', 'is', null)
    .where('employee.current_employment_id', 'is not', null)
    .where((eb) =>
      eb.or([eb('employee.current_end_date', 'is', null), eb('employee.current_end_date', '>=', today)]),
    );

  const lacksTax = sql<boolean>`(coalesce(employee.tax_settings->>'method', '') = ''
    or (employee.tax_settings->>'method' in ('table', 'adjusted-table')
        and coalesce(employee.tax_settings->>'table', '') = ''))`;
  const lacksBankAccount = sql<boolean>`(coalesce(trim(employee.clearing_number), '') = ''
    or coalesce(trim(employee.account_number), '') = '')`;
  // On today, or on the first day of an employment that starts later.
  const salaryDay = sql`greatest(employee.current_start_date::date, ${today}::date)`;
  const lacksSalary = sql<boolean>`not exists (
    select 1 from salary_row
    where salary_row.employment_id = employee.current_employment_id
      and salary_row.valid_from <= ${salaryDay}
      and (salary_row.valid_to is null or salary_row.valid_to >= ${salaryDay}))`;

  const [activeCount, starts, ends, missing] = await Promise.all([
    active.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    employmentsIn(db, employerId, 'start_date', month),
    employmentsIn(db, employerId, 'end_date', month),
    active
      .select([
        'employee.id',
        'employee.first_name',
        'employee.last_name',
        lacksTax.as('lacks_tax'),
        lacksBankAccount.as('lacks_bank_account'),
        lacksSalary.as('lacks_salary'),
      ])
      .where(sql<boolean>`(${lacksTax} or ${lacksBankAccount} or ${lacksSalary})`)
      .orderBy(sql`lower(employee.last_name)`)
      .orderBy(sql`lower(employee.first_name)`)
      .orderBy('employee.id')
      .execute(),
  ]);

  const lacking = missing
    .map((row) => ({
      employeeId: row.id,
      firstName: row.first_name,
      lastName: row.last_name,
      missing: [
        ...(isTrue(row.lacks_tax) ? ['tax' as const] : []),
        ...(isTrue(row.lacks_bank_account) ? ['bankAccount' as const] : []),
        ...(isTrue(row.lacks_salary) ? ['salary' as const] : []),
      ] satisfies MissingPayrollData[],
    }))
    .filter((row) => row.missing.length > 0);

  return {
    today,
    month,
    activeEmployees: Number(activeCount.n),
    startsThisMonth: { total: starts.length, items: starts.slice(0, DASHBOARD_LIST_LIMIT) },
    endsThisMonth: { total: ends.length, items: ends.slice(0, DASHBOARD_LIST_LIMIT) },
    missingPayrollData: { total: lacking.length, items: lacking.slice(0, DASHBOARD_LIST_LIMIT) },
  };
}

// Both engines answer booleans as booleans; stay safe with a text 't'.
const isTrue = (value: unknown) => value === true || value === 't';

async function employmentsIn(
  db: Kysely<Database>,
  employerId: string,
  column: 'start_date' | 'end_date',
  month: { from: string; to: string },
) {
  const rows = await db
    .selectFrom('employment')
    .innerJoin('employee', 'employee.id', 'employment.employee_id')
    .where('employment.employer_id', '=', employerId)
    .where(`employment.${column}`, '>=', month.from)
    .where(`employment.${column}`, '<=', month.to)
    .select([
      'employee.id as employee_id',
      'employee.first_name',
      'employee.last_name',
      `employment.${column} as date`,
    ])
    .orderBy(`employment.${column}`)
    .orderBy(sql`lower(employee.last_name)`)
    .orderBy('employee.id')
    .execute();
  return rows.map((row) => ({
    employeeId: row.employee_id,
    firstName: row.first_name,
    lastName: row.last_name,
    date: String(row.date),
  }));
}
