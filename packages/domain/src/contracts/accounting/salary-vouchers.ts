import { z } from 'zod';
import { employerParams } from '../employees/employee-shapes.ts';

/*
 * Salary vouchers under /api/employer/:employerId/accounting (issue 21;
 * ReportingAndCompliance.Accounting):
 * - GET /accounting/vouchers?period=YYYY-MM — the voucher of every completed run paid in the month;
 * - GET /accounting/sie?period=YYYY-MM or ?runId=… — those vouchers as a SIE 4I file (CP437, audited).
 * With `accrual=true` beside a period, both also carry the month's vacation accrual voucher
 * (Semesterskuld's change in the month, dated its last day), numbered in the same series at its
 * first export and repeated as booked in every later file.
 * Instead of a month, both take a span `from=YYYY-MM&to=YYYY-MM` (both included, within one
 * financial year: the calendar year until the settings hold another): every completed run paid in
 * those months, month by month, each month's accrual voucher after its runs when asked. A span with
 * a month or a run is 400 `SIE_SPAN_INCOMPLETE` (so is a from without a to); a reversed span 422
 * `SIE_SPAN_REVERSED`; one over two financial years 422 `SIE_SPAN_CROSSES_YEAR`.
 */

export const periodParam = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/);

export const voucherRowView = z.object({
  account: z.string(),
  accountName: z.string(),
  costCentre: z.string().nullable(),
  project: z.string().nullable(),
  /** Debit positive, credit negative. */
  amountOre: z.number().int(),
});

export const salaryVoucherView = z.object({
  runId: z.string(),
  runLabel: z.string(),
  period: z.string(),
  date: z.string(),
  text: z.string(),
  series: z.string(),
  /** Given at the voucher's first SIE export; null before. */
  number: z.number().int().nullable(),
  rows: z.array(voucherRowView),
  debitOre: z.number().int(),
  creditOre: z.number().int(),
});
export type SalaryVoucherView = z.infer<typeof salaryVoucherView>;

/** The month's vacation accrual voucher: as booked (`booked`, with its number) or as it would be. */
export const accrualVoucherView = salaryVoucherView
  .omit({ runId: true, runLabel: true })
  .extend({ booked: z.boolean() });
export type AccrualVoucherView = z.infer<typeof accrualVoucherView>;

const withAccrual = z.enum(['true', 'false']).optional();

export const listVouchersParams = employerParams;
/** A month, or a span of months (`from`, `to`): the server checks that exactly one is given. */
export const listVouchersQuery = z.object({
  period: periodParam.optional(),
  from: periodParam.optional(),
  to: periodParam.optional(),
  accrual: withAccrual,
});
export const listVouchersResponse = z.object({
  vouchers: z.array(salaryVoucherView),
  /** A month only, when asked (`accrual=true`); null when the liability did not change in the month. */
  accrual: accrualVoucherView.nullable().optional(),
  /** A span only, when asked: each month's accrual voucher in month order, months without a change left out. */
  accruals: z.array(accrualVoucherView).optional(),
});
export type ListVouchersResponse = z.infer<typeof listVouchersResponse>;

/** One of three: a month's runs, one run, or a span's runs; the accrual vouchers only with months. */
export const sieExportQuery = z.object({
  period: periodParam.optional(),
  runId: z.uuid().optional(),
  from: periodParam.optional(),
  to: periodParam.optional(),
  accrual: withAccrual,
});
