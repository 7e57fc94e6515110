import {
  calculatePayslipPension,
  type EmploymentPensionPlan,
} from '@lonsam/domain/accounting/pension-report';
import { PENSION_PLANS } from '@lonsam/domain/employees/employment-schema';
import { MissingPensionParametersError } from '@lonsam/domain/payroll/pension-parameters';
import { DEFAULT_PENSION_SETTINGS, pensionSettingsSchema } from '@lonsam/domain/settings/pension-settings';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { readSettingsDocument } from '../../settings/index.ts';
import type { CalculatedPayslip } from './persist-payslips.ts';

function readPension(stored: unknown): { plan: EmploymentPensionPlan; percent: number | null } {
  const value = (typeof stored === 'string' ? JSON.parse(stored) : stored) as {
    plan?: unknown;
    percent?: unknown;
  } | null;
  const plan = PENSION_PLANS.find((candidate) => candidate === value?.plan) ?? 'none';
  return { plan, percent: typeof value?.percent === 'number' ? value.percent : null };
}

/**
 * Each payslip with its pension premium and särskild löneskatt (`pension`, stored in its result),
 * counted at calculation from the company's pension settings and the employment's pension as they
 * are now, so that the completed run's salary voucher and the Pension report never change when
 * either is changed later. A second payslip of the employment in the month (extra, correction run)
 * gets what its pay adds to the month's premium: the employment's completed payslips paid earlier
 * in the month (or on the same day) count as before it, as the voucher orders them. A year without
 * pension parameters stores nothing (the voucher then counts the premium at export, and refuses).
 */
export async function withPayslipPensions(
  trx: Kysely<Database>,
  input: { employerId: string; runId: string; payDate: string; payslips: readonly CalculatedPayslip[] },
): Promise<CalculatedPayslip[]> {
  const { employerId, runId, payDate, payslips } = input;
  if (payslips.length === 0) return [];
  const employmentIds = payslips.map((item) => item.employmentId);
  const [{ value: settings }, employments, earlier] = await Promise.all([
    readSettingsDocument(trx, {
      employerId,
      section: 'pension',
      schema: pensionSettingsSchema,
      defaults: DEFAULT_PENSION_SETTINGS,
    }),
    trx
      .selectFrom('employment')
      .select(['id', 'pension'])
      .where('employer_id', '=', employerId)
      .where('id', 'in', employmentIds)
      .execute(),
    trx
      .selectFrom('payslip')
      .innerJoin('payroll_run', 'payroll_run.id', 'payslip.run_id')
      .select(['payslip.employment_id', sql<string>`sum(payslip.gross_ore)`.as('gross_ore')])
      .where('payslip.employer_id', '=', employerId)
      .where('payroll_run.status', '=', 'completed')
      .where('payslip.run_id', '<>', runId)
      .where('payslip.employment_id', 'in', employmentIds)
      .where(sql<string>`to_char(payslip.pay_date, 'YYYY-MM')`, '=', payDate.slice(0, 7))
      .where('payslip.pay_date', '<=', payDate)
      .groupBy('payslip.employment_id')
      .execute(),
  ]);
  const pensionOf = new Map(employments.map((row) => [row.id, readPension(row.pension)]));
  const earlierOf = new Map(earlier.map((row) => [row.employment_id, Number(row.gross_ore)]));
  return payslips.map((item) => {
    try {
      const pension = calculatePayslipPension({
        plans: settings.plans,
        pension: pensionOf.get(item.employmentId) ?? { plan: 'none', percent: null },
        payDate,
        basisOre: item.payslip.grossOre,
        earlierBasisOre: earlierOf.get(item.employmentId),
        bookSpecialPayrollTaxMonthly: settings.bookSpecialPayrollTaxMonthly,
      });
      return { ...item, pension };
    } catch (error) {
      if (error instanceof MissingPensionParametersError) return item;
      throw error;
    }
  });
}
