import { z } from 'zod';
import { versionOnlySchema } from '../../employees/employment-schema.ts';
import { employerParams } from '../employees/employee-shapes.ts';

/*
 * Payroll runs (issue #18). A run moves draft → calculating → calculated → first-approved →
 * second-approved → completed; an abort step sends it back one step with a reason. A completed run
 * never changes (the database refuses it). Responses describe stored values.
 */

export const PAYROLL_RUN_KINDS = ['ordinary', 'extra', 'correction'] as const;
export type PayrollRunKind = (typeof PAYROLL_RUN_KINDS)[number];
export const PAYROLL_RUN_STATUSES = [
  'draft',
  'calculating',
  'calculated',
  'first-approved',
  'second-approved',
  'completed',
] as const;
export type PayrollRunStatus = (typeof PAYROLL_RUN_STATUSES)[number];
export const APPROVAL_STEPS = ['first', 'second', 'complete'] as const;
export type ApprovalStep = (typeof APPROVAL_STEPS)[number];

export const payrollRunsParams = employerParams;
export const payrollRunParams = employerParams.extend({ runId: z.uuid() });
export const payrollRunEmploymentParams = payrollRunParams.extend({ employmentId: z.uuid() });

export const moneyTotalsView = z.object({
  grossOre: z.number(),
  benefitsOre: z.number(),
  taxOre: z.number(),
  netDeductionsOre: z.number(),
  taxFreeOre: z.number(),
  netOre: z.number(),
  employerContributionsOre: z.number(),
});
export type MoneyTotalsView = z.output<typeof moneyTotalsView>;

export const approvalView = z.object({
  step: z.enum(APPROVAL_STEPS),
  byName: z.string(),
  at: z.string(),
});

export const payrollRunView = z.object({
  id: z.string(),
  kind: z.enum(PAYROLL_RUN_KINDS),
  /** `YYYY-MM` */
  period: z.string(),
  payDate: z.string(),
  /** Swedish, e.g. "Lön november 2026", "Extra lön november 2026", "Korrigering november 2026". */
  label: z.string(),
  status: z.enum(PAYROLL_RUN_STATUSES),
  /** While calculating: employees done of total. */
  progress: z.object({ done: z.number(), total: z.number() }).nullable(),
  employeeCount: z.number(),
  blockingCount: z.number(),
  warningCount: z.number(),
  totals: moneyTotalsView,
  approvals: z.array(approvalView),
  /** The last abort's reason, shown until the next step. */
  abortReason: z.string().nullable(),
  correctsRunId: z.string().nullable(),
  createdByName: z.string(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  version: z.number(),
});
export type PayrollRunView = z.output<typeof payrollRunView>;

export const checkView = z.object({
  code: z.string(),
  severity: z.enum(['blocking', 'warning']),
  /** Swedish. */
  message: z.string(),
});
export type CheckView = z.output<typeof checkView>;

/** One employee's row in a run: totals and checks (the payslip itself is a separate call). */
export const runEmployeeView = z.object({
  employmentId: z.string(),
  employeeId: z.string(),
  employeeName: z.string(),
  payslipId: z.string().nullable(),
  totals: moneyTotalsView.nullable(),
  checks: z.array(checkView),
});
export type RunEmployeeView = z.output<typeof runEmployeeView>;

export const runStepBody = versionOnlySchema;
