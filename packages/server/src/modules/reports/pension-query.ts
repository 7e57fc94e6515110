import {
  buildPensionReport,
  type EmploymentPensionPlan,
  type PensionReportEmployee,
  readStoredPension,
} from '@lonsam/domain/accounting/pension-report';
import type { PensionResponse } from '@lonsam/domain/contracts/reports/report-shapes';
import { PENSION_PLANS } from '@lonsam/domain/employees/employment-schema';
import { DEFAULT_PENSION_SETTINGS, pensionSettingsSchema } from '@lonsam/domain/settings/pension-settings';
import { type Kysely, sql } from 'kysely';
import type { EmployerScope } from '../../access/employer-scope.ts';
import type { Database } from '../../db/schema.ts';
import { readSettingsDocument } from '../settings/index.ts';

const NO_ID = '00000000-0000-0000-0000-000000000000';

function readPension(stored: unknown): { plan: EmploymentPensionPlan; percent: number | null } {
  const value = (typeof stored === 'string' ? JSON.parse(stored) : stored) as {
    plan?: unknown;
    percent?: unknown;
  } | null;
  const plan = PENSION_PLANS.find((candidate) => candidate === value?.plan) ?? 'none';
  const percent = typeof value?.percent === 'number' ? value.percent : null;
  return { plan, percent };
}

/** Pension for a year: the completed payslips paid in it, by employment and month, under the company's plans. */
export async function pensionByMonth(
  db: Kysely<Database>,
  scope: EmployerScope,
  year: string,
): Promise<PensionResponse> {
  let query = db
    .selectFrom('payslip')
    .innerJoin('payroll_run', 'payroll_run.id', 'payslip.run_id')
    .innerJoin('employment', 'employment.id', 'payslip.employment_id')
    .select([
      'payslip.employment_id',
      'payslip.employee_name',
      'employment.pension',
      sql<string>`to_char(payslip.pay_date, 'YYYY-MM')`.as('period'),
      sql<string>`to_char(payslip.pay_date, 'YYYY-MM-DD')`.as('pay_date'),
      'payslip.gross_ore',
      sql<unknown>`payslip.result -> 'pension'`.as('stored_pension'),
    ])
    .where('payslip.employer_id', '=', scope.employerId)
    .where('payroll_run.status', '=', 'completed')
    .where('payslip.pay_date', '>=', `${year}-01-01`)
    .where('payslip.pay_date', '<=', `${year}-12-31`);
  if (scope.role === 'manager') query = query.where('employment.manager_role_id', '=', scope.roleId);
  if (scope.role === 'user') query = query.where('payslip.employment_id', '=', scope.employmentId ?? NO_ID);
  // Each employment's payslips in the order they were booked (as the salary vouchers count them).
  const payslips = await query
    .orderBy('payslip.employee_name')
    .orderBy('payslip.employment_id')
    .orderBy('payroll_run.pay_date')
    .orderBy('payroll_run.completed_at')
    .orderBy('payslip.id')
    .execute();
  const employees = new Map<string, PensionReportEmployee>();
  for (const row of payslips) {
    const employee = employees.get(row.employment_id) ?? {
      employmentId: row.employment_id,
      employeeName: row.employee_name,
      pension: readPension(row.pension),
      payslips: [],
    };
    (employee.payslips as PensionReportEmployee['payslips'][number][]).push({
      period: row.period,
      payDate: row.pay_date,
      basisOre: Number(row.gross_ore),
      stored: readStoredPension(row.stored_pension),
    });
    employees.set(row.employment_id, employee);
  }
  const { value: settings } = await readSettingsDocument(db, {
    employerId: scope.employerId,
    section: 'pension',
    schema: pensionSettingsSchema,
    defaults: DEFAULT_PENSION_SETTINGS,
  });
  return { year, ...buildPensionReport({ employees: [...employees.values()], plans: settings.plans }) };
}
