import { z } from 'zod';
import { employerParams } from '../employees/employee-shapes.ts';

/** A payslip as stored from the calculation (domain/payroll/payslip/payslip-types.ts `Payslip`). */
export const payslipLineView = z.object({
  code: z.string(),
  name: z.string(),
  quantity: z.number().nullable(),
  unit: z.string(),
  rateOre: z.number().nullable(),
  amountOre: z.number(),
  periodFrom: z.string(),
  periodTo: z.string(),
  effect: z.string(),
  agiBox: z.string().nullable(),
  /**
   * A correction run's line: the completed run and payslip (of the month the line concerns) it
   * corrects, and that payslip's line of the kind when it had one; null on other lines.
   */
  corrects: z
    .object({
      runId: z.string(),
      runLabel: z.string(),
      payslipId: z.string(),
      lineNo: z.number().nullable(),
      period: z.string(),
      payDate: z.string(),
    })
    .nullable(),
});

export const payslipSummaryView = z.object({
  id: z.string(),
  runId: z.string(),
  runLabel: z.string(),
  runKind: z.string(),
  period: z.string(),
  payDate: z.string(),
  employmentId: z.string(),
  employeeId: z.string(),
  employeeName: z.string(),
  grossOre: z.number(),
  taxOre: z.number(),
  netOre: z.number(),
  /** True once the run is completed; preliminary payslips are shown only to those who may see them. */
  completed: z.boolean(),
});
export type PayslipSummaryView = z.output<typeof payslipSummaryView>;

export const payslipDetailView = payslipSummaryView.extend({
  employer: z.object({ name: z.string(), organisationNumber: z.string() }),
  employee: z.object({
    name: z.string(),
    personnummer: z.string().nullable(),
    employeeNumber: z.string().nullable(),
  }),
  lines: z.array(payslipLineView),
  benefitsOre: z.number(),
  taxableOre: z.number(),
  oneOffOre: z.number(),
  /** Swedish description of the tax rule: "Skattetabell 33, kolumn 1", "SINK 22,5 %". */
  taxRule: z.string(),
  /** The rule as data (payslip-types.ts `TaxRule`), so that each language words it itself. */
  tax: z.object({
    rule: z.object({
      kind: z.string(),
      table: z.number().optional(),
      column: z.number().optional(),
      percent: z.number().optional(),
      amountOre: z.number().optional(),
    }),
    tableTaxOre: z.number(),
    oneOffTaxOre: z.number(),
    oneOffPercent: z.number().nullable(),
  }),
  netDeductionsOre: z.number(),
  taxFreeOre: z.number(),
  /** Masked account the net pay goes to ("Swedbank ···· 1234"), null when none. */
  payoutAccount: z.string().nullable(),
  /** Admin only. */
  employerContributionsOre: z.number().optional(),
  yearToDate: z.object({ grossOre: z.number(), taxOre: z.number(), benefitsOre: z.number() }),
  vacation: z.object({ daysTaken: z.number(), daysEarned: z.number(), paidDaysLeft: z.number().nullable() }),
  balances: z.object({ compTimeHours: z.number().nullable(), flexHours: z.number().nullable() }),
  problems: z.array(z.object({ code: z.string(), severity: z.string(), message: z.string() })),
});
export type PayslipDetailView = z.output<typeof payslipDetailView>;

export const payslipsParams = employerParams;
export const payslipParams = employerParams.extend({ payslipId: z.uuid() });
