import { z } from 'zod';
import { employerParams } from '../employees/employee-shapes.ts';

/*
 * Salary payment files under /api/employer/:employerId (issue 19; ReportingAndCompliance.BankFile.*,
 * the overview also with ReportingAndCompliance.PayoutInsight):
 * - GET  /payouts — the completed runs whose payout the role may look into, newest first (a manager
 *   with PayoutInsight: the runs that paid their team, with the team's net pay and count);
 * - GET  /payroll-runs/:runId/payout — who gets what on which account (masked), the problems that
 *   stop a file, and the files made; a manager with PayoutInsight gets a completed run's own team
 *   only (its payees, net pay and count; no files, no settings problems);
 * - POST /payroll-runs/:runId/bank-files — the file in the company's format from the completed run
 *   (422 `BANK_FILE_INVALID_ACCOUNTS` with `problems` while a payee cannot be paid, unless left out);
 * - GET  /bank-files/:fileId/content — the file (audited);
 * - POST /bank-files/:fileId/sent — mark the file as sent to the bank.
 */

export const BANK_FILE_FORMATS = [
  'pain.001.001.03',
  'pain.001.001.09',
  'bankgirot-loner',
  'bankgirot-lb',
] as const;
export type BankFileFormat = (typeof BANK_FILE_FORMATS)[number];

export const payeeProblemView = z.object({ reason: z.string(), message: z.string() });

export const payoutPayeeView = z.object({
  employeeId: z.string(),
  name: z.string(),
  netOre: z.number().int(),
  /** Masked: clearing number and the account's last four digits, or the IBAN's first and last four. */
  account: z.string().nullable(),
  /** Why the payee cannot be paid in the company's format; null when the account is fine. */
  problem: payeeProblemView.nullable(),
});

export const leftOutPayeeView = z.object({
  employeeId: z.string(),
  name: z.string(),
  netOre: z.number().int(),
  reason: z.string(),
});

export const bankFileView = z.object({
  id: z.string(),
  format: z.enum(BANK_FILE_FORMATS),
  createdAt: z.string(),
  paymentCount: z.number().int(),
  totalOre: z.number().int(),
  leftOut: z.array(leftOutPayeeView),
  downloadedAt: z.string().nullable(),
  sentAt: z.string().nullable(),
  version: z.number().int(),
});
export type BankFileView = z.infer<typeof bankFileView>;

export const settingProblemView = z.object({
  code: z.string(),
  /** The settings page to fix it on: /{employerId}/settings/{setting}. */
  setting: z.string(),
});

export const payoutView = z.object({
  run: z.object({
    id: z.string(),
    label: z.string(),
    period: z.string(),
    payDate: z.string(),
    status: z.string(),
    netOre: z.number().int(),
    employeeCount: z.number().int(),
  }),
  format: z.enum(BANK_FILE_FORMATS),
  payees: z.array(payoutPayeeView),
  settingProblems: z.array(settingProblemView),
  files: z.array(bankFileView),
});
export type PayoutView = z.infer<typeof payoutView>;

export const payoutRunView = z.object({
  id: z.string(),
  label: z.string(),
  period: z.string(),
  payDate: z.string(),
  /** The run's net pay and payees; a manager's: their team's only. */
  netOre: z.number().int(),
  employeeCount: z.number().int(),
});
export type PayoutRunView = z.infer<typeof payoutRunView>;
export const listPayoutsParams = employerParams;
export const listPayoutsResponse = z.object({ runs: z.array(payoutRunView) });
export type ListPayoutsResponse = z.infer<typeof listPayoutsResponse>;

export const payoutParams = employerParams.extend({ runId: z.uuid() });
export const createBankFileBody = z.object({
  /** Employees explicitly left out of this file: listed as unpaid. */
  leaveOut: z.array(z.uuid()).default([]),
});
export type CreateBankFileBody = z.input<typeof createBankFileBody>;
export const bankFileParams = employerParams.extend({ fileId: z.uuid() });
export const markBankFileSentBody = z.object({ version: z.number().int().positive() });
