import { findSalaryAt } from '@lonsam/domain/employees/salary-rows';
import { toWithholdingMethod } from '@lonsam/domain/employees/tax-settings';
import type { Payslip, PayslipInput } from '@lonsam/domain/payroll/payslip/payslip-types';
import { checkRunEmployee, type RunCheck } from '@lonsam/domain/payroll/run-checks';
import { parseBankAccount } from '@lonsam/domain/validation/bank-account';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { readPayoutSettings } from '../payout-settings/index.ts';
import type { LoadedPayslipInput } from './calculation/load-payslip-inputs.ts';
import { periodDays } from './run-period.ts';
import type { PayrollRun } from './run-store.ts';

/**
 * What the checks read of an employment besides its payslip: its loaded input (loadPayslipInputs),
 * so the checks do not read the employment, employee and salary rows a second time.
 */
export type CheckedEmployment = Pick<
  LoadedPayslipInput,
  'employmentId' | 'bankAccount' | 'vacationDaysLeft'
> & {
  input: {
    employee: Pick<PayslipInput['employee'], 'tax'>;
    employment: Pick<PayslipInput['employment'], 'salaryForm' | 'endDate' | 'salaryRows'>;
  };
};

export type RunChecker = (
  employment: CheckedEmployment,
  payslip: Pick<Payslip, 'grossOre' | 'netOre' | 'lines' | 'problems'>,
) => RunCheck[];

/**
 * Reads what the run's checks need of these employments beyond their loaded inputs in a few
 * set-based statements (last completed gross, unattested events, the company's limits) and returns
 * the checker to call per calculated payslip with the employment's loaded input (tax settings, bank
 * account, end date, hourly wage).
 */
export async function loadRunChecker(
  db: Kysely<Database>,
  input: { run: Pick<PayrollRun, 'employerId' | 'period' | 'payDate'>; employmentIds: readonly string[] },
): Promise<RunChecker> {
  const { run } = input;
  const ids = [...new Set(input.employmentIds)];
  const { firstDay, lastDay } = periodDays(run.period);
  const previousGross = new Map<string, number>();
  const unattested = new Map<string, number>();
  // The company's limits for two warnings (Utbetalning): gross change and the lowest hourly wage.
  const { value: payout } = await readPayoutSettings(db, run.employerId);
  if (ids.length > 0) {
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
  return ({ employmentId, input: loaded, bankAccount, vacationDaysLeft }, payslip) => {
    const { tax } = loaded.employee;
    const { endDate, salaryForm } = loaded.employment;
    return checkRunEmployee({
      payslip,
      hasTaxSettings: tax !== null && toWithholdingMethod(tax, run.payDate) !== undefined,
      hasValidBankAccount:
        Boolean(bankAccount.clearingNumber && bankAccount.accountNumber) &&
        parseBankAccount(bankAccount.clearingNumber ?? '', bankAccount.accountNumber ?? '') !== undefined,
      endsInPeriod: endDate != null && endDate >= firstDay && endDate <= lastDay,
      hourlyWageOre:
        salaryForm === 'hourly'
          ? (findSalaryAt(loaded.employment.salaryRows, lastDay)?.amountOre ?? null)
          : null,
      previousGrossOre: previousGross.get(employmentId) ?? null,
      unattestedEventCount: unattested.get(employmentId) ?? 0,
      vacationDaysLeft,
      grossChangePercent: payout.grossChangeWarningPercent,
      minimumHourlyWageOre: payout.minimumHourlyWageOre,
    });
  };
}
