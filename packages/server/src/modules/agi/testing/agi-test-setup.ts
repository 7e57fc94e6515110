import type { Payslip } from '@lonsam/domain/payroll/payslip/payslip-types';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { monthlyPayslip } from '../../payslips/testing/payslip-test-setup.ts';

/*
 * Completed runs of any kind (a correction names the run it corrects), written straight into the
 * tables as payslip-test-setup.ts does: calculated, filled with payslips the real engine
 * calculated, then completed.
 */

export type RunPayee = {
  employmentId: string;
  employeeId: string;
  employeeName: string;
  monthlySalaryOre: number;
  /** A payslip the engine calculated from other input (a tax rule, a benefit); default S01-like. */
  payslip?: Payslip;
};

export async function insertCompletedRun(
  db: Kysely<Database>,
  employerId: string,
  run: {
    period: string;
    payDate: string;
    label: string;
    kind: 'ordinary' | 'extra' | 'correction';
    correctsRunId?: string;
  },
  payees: readonly RunPayee[],
): Promise<{ runId: string; payslips: Payslip[] }> {
  const { id: runId } = await db
    .insertInto('payroll_run')
    .values({
      employer_id: employerId,
      kind: run.kind,
      period: run.period,
      pay_date: run.payDate,
      label: run.label,
      status: 'calculated',
      corrects_run_id: run.correctsRunId ?? null,
      created_by_name: 'Test',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const payslips: Payslip[] = [];
  let netOre = 0;
  for (const payee of payees) {
    const result = payee.payslip ?? monthlyPayslip(run.period, run.payDate, payee.monthlySalaryOre);
    payslips.push(result);
    netOre += result.netOre;
    await db
      .insertInto('payslip')
      .values({
        employer_id: employerId,
        run_id: runId,
        employment_id: payee.employmentId,
        employee_id: payee.employeeId,
        employee_name: payee.employeeName,
        period: run.period,
        pay_date: run.payDate,
        gross_ore: result.grossOre,
        benefits_ore: result.benefitsOre,
        taxable_ore: result.taxableOre,
        tax_ore: result.taxOre,
        net_deductions_ore: result.netDeductionsOre,
        tax_free_ore: result.taxFreeOre,
        net_ore: result.netOre,
        employer_contributions_ore: result.contributions.totalOre,
        result: JSON.stringify(result),
      })
      .execute();
  }
  await db
    .updateTable('payroll_run')
    .set({ status: 'completed', completed_at: new Date(), net_ore: netOre, employee_count: payees.length })
    .where('id', '=', runId)
    .execute();
  return { runId, payslips };
}

/** Företagsuppgifter with the AGI contact, as the settings page saves it. */
export async function saveAgiContact(db: Kysely<Database>, employerId: string) {
  await db
    .insertInto('employer_setting')
    .values({
      employer_id: employerId,
      section: 'company-info',
      version: 1,
      value: JSON.stringify({
        name: 'Testbolaget AB',
        agiContact: { name: 'Lena Lön', phone: '08-123 456 78', email: 'lon@testbolaget.se' },
        agiDeclarationDay: 'twelfth',
      }),
    })
    .execute();
}
