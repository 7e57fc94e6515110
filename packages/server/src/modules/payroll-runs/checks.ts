import { taxSettingsSchema, toWithholdingMethod } from '@lonsam/domain/employees/tax-settings';
import type { Payslip } from '@lonsam/domain/payroll/payslip/payslip-types';
import { checkRunEmployee, type RunCheck } from '@lonsam/domain/payroll/run-checks';
import { parseBankAccount } from '@lonsam/domain/validation/bank-account';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { readPayoutSettings } from '../payout-settings/index.ts';
import { periodDays } from './run-period.ts';
import type { PayrollRun } from './run-store.ts';

export type RunChecker = (
  employmentId: string,
  payslip: Pick<Payslip, 'grossOre' | 'netOre' | 'lines' | 'problems'>,
  extra?: { vacationDaysLeft?: number | null },
) => RunCheck[];

type EmploymentFacts = {
  hasTaxSettings: boolean;
  hasValidBankAccount: boolean;
  endsInPeriod: boolean;
  hourlyWageOre: number | null;
};

/**
 * Reads what the run's checks need of these employments in a few set-based statements (tax
 * settings, bank account, end date, hourly wage, last completed gross, unattested events) and
 * returns the checker to call per calculated payslip. Employments it was not given get every
 * blocking check a missing employment deserves, never a silent pass.
 */
export async function loadRunChecker(
  db: Kysely<Database>,
  input: { run: Pick<PayrollRun, 'employerId' | 'period' | 'payDate'>; employmentIds: readonly string[] },
): Promise<RunChecker> {
  const { run } = input;
  const ids = [...new Set(input.employmentIds)];
  const { firstDay, lastDay } = periodDays(run.period);
  const facts = new Map<string, EmploymentFacts>();
  const previousGross = new Map<string, number>();
  const unattested = new Map<string, number>();
  // The company's limits for two warnings (Utbetalning): gross change and the lowest hourly wage.
  const { value: payout } = await readPayoutSettings(db, run.employerId);
  if (ids.length > 0) {
    const rows = await db
      .selectFrom('employment')
      .innerJoin('employee', 'employee.id', 'employment.employee_id')
      .select([
        'employment.id',
        'employment.end_date',
        'employment.salary_form',
        'employee.tax_settings',
        'employee.clearing_number',
        'employee.account_number',
      ])
      .where('employment.employer_id', '=', run.employerId)
      .where('employment.id', 'in', ids)
      .execute();
    const salaries = await db
      .selectFrom('salary_row')
      .select(['employment_id', 'valid_from', 'valid_to', 'amount_ore'])
      .where('employment_id', 'in', ids)
      .where('valid_from', '<=', lastDay)
      .orderBy('valid_from')
      .execute();
    const wageAtEnd = new Map<string, number>();
    for (const row of salaries)
      if (row.valid_to === null || row.valid_to >= lastDay)
        wageAtEnd.set(row.employment_id, Number(row.amount_ore));
    for (const row of rows) {
      const tax = taxSettingsSchema.safeParse(row.tax_settings);
      facts.set(row.id, {
        hasTaxSettings: tax.success && toWithholdingMethod(tax.data, run.payDate) !== undefined,
        hasValidBankAccount:
          Boolean(row.clearing_number && row.account_number) &&
          parseBankAccount(row.clearing_number ?? '', row.account_number ?? '') !== undefined,
        endsInPeriod: row.end_date !== null && row.end_date >= firstDay && row.end_date <= lastDay,
        hourlyWageOre: row.salary_form === 'hourly' ? (wageAtEnd.get(row.id) ?? null) : null,
      });
    }
    const previous = await db
      .selectFrom('payslip')
      .innerJoin('payroll_run', 'payroll_run.id', 'payslip.run_id')
      .select(['payslip.employment_id', 'payslip.period', 'payslip.gross_ore'])
      .where('payslip.employer_id', '=', run.employerId)
      .where('payslip.employment_id', 'in', ids)
      .where('payroll_run.status', '=', 'completed')
      .where('payroll_run.kind', '=', 'ordinary')
      .where('payslip.period', '<', run.period)
      .orderBy('payslip.period')
      .execute();
    // Ascending by period: the last one written per employment is the latest.
    for (const row of previous) previousGross.set(row.employment_id, Number(row.gross_ore));
    const events = await db
      .selectFrom('event')
      .select(['employment_id', (eb) => eb.fn.countAll<number>().as('count')])
      .where('employer_id', '=', run.employerId)
      .where('employment_id', 'in', ids)
      .where('state', '=', 'reported')
      .where('from_date', '<=', lastDay)
      .where('to_date', '>=', firstDay)
      .groupBy('employment_id')
      .execute();
    for (const row of events) unattested.set(row.employment_id, Number(row.count));
  }
  return (employmentId, payslip, extra) => {
    const fact = facts.get(employmentId) ?? {
      hasTaxSettings: false,
      hasValidBankAccount: false,
      endsInPeriod: false,
      hourlyWageOre: null,
    };
    return checkRunEmployee({
      payslip,
      ...fact,
      previousGrossOre: previousGross.get(employmentId) ?? null,
      unattestedEventCount: unattested.get(employmentId) ?? 0,
      vacationDaysLeft: extra?.vacationDaysLeft ?? null,
      grossChangePercent: payout.grossChangeWarningPercent,
      minimumHourlyWageOre: payout.minimumHourlyWageOre,
    });
  };
}
