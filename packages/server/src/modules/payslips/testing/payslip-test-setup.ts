import { SAMPLE_PAYSLIP_CALCULATION_INPUT } from '@lonsam/domain/documents/payslip-detail-sample';
import { calculatePayslip } from '@lonsam/domain/payroll/payslip/calculate-payslip';
import type { Payslip, PayslipInput } from '@lonsam/domain/payroll/payslip/payslip-types';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';

/*
 * Payroll runs with payslips written straight into the tables (the calculation job is not under
 * test here), each `result` calculated by the real engine so its shape is the stored one.
 */

export type TestPayslip = {
  employmentId: string;
  employeeId: string;
  employeeName: string;
  monthlySalaryOre: number;
};

/** A monthly employee in table 33 column 1 with no events: only the salary line. */
export function monthlyPayslip(period: string, payDate: string, monthlySalaryOre: number): Payslip {
  const input: PayslipInput = {
    ...SAMPLE_PAYSLIP_CALCULATION_INPUT,
    period,
    payDate,
    employment: {
      ...SAMPLE_PAYSLIP_CALCULATION_INPUT.employment,
      salaryRows: [{ validFrom: '2020-01-01', validTo: null, amountOre: monthlySalaryOre }],
    },
    yearToDateBefore: undefined,
    events: [],
  };
  return calculatePayslip(input);
}

/**
 * A run in `status` with one payslip per entry. A completed run's rows cannot be inserted (the
 * 0067 triggers), so the run is written calculated, filled, then completed, as the job does.
 */
export async function insertRun(
  db: Kysely<Database>,
  employerId: string,
  run: {
    period: string;
    payDate: string;
    label: string;
    status: 'completed' | 'calculated' | 'calculating';
    kind?: 'ordinary' | 'extra';
  },
  payslips: readonly TestPayslip[],
): Promise<{ runId: string; payslipIds: string[] }> {
  const { id: runId } = await db
    .insertInto('payroll_run')
    .values({
      employer_id: employerId,
      kind: run.kind ?? 'ordinary',
      period: run.period,
      pay_date: run.payDate,
      label: run.label,
      status: run.status === 'completed' ? 'calculated' : run.status,
      created_by_name: 'Test',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const payslipIds: string[] = [];
  for (const payslip of payslips) {
    const result = monthlyPayslip(run.period, run.payDate, payslip.monthlySalaryOre);
    const row = await db
      .insertInto('payslip')
      .values({
        employer_id: employerId,
        run_id: runId,
        employment_id: payslip.employmentId,
        employee_id: payslip.employeeId,
        employee_name: payslip.employeeName,
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
      .returning('id')
      .executeTakeFirstOrThrow();
    payslipIds.push(row.id);
  }
  if (run.status === 'completed') {
    await db
      .updateTable('payroll_run')
      .set({ status: 'completed', completed_at: new Date() })
      .where('id', '=', runId)
      .execute();
  }
  return { runId, payslipIds };
}
