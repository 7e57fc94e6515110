import type { StoredPayslipDimensions } from '@lonsam/domain/accounting/payslip-dimensions';
import type { StoredPayslipPension } from '@lonsam/domain/accounting/pension-report';
import type { CheckView } from '@lonsam/domain/contracts/payroll-runs/payroll-run-shapes';
import type { Payslip } from '@lonsam/domain/payroll/payslip/payslip-types';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { withPayslipDimensions } from './payslip-dimensions.ts';
import { withPayslipPensions } from './payslip-pensions.ts';

/** One calculated employee, ready to store. */
export type CalculatedPayslip = {
  id: string;
  employmentId: string;
  employeeId: string;
  employeeName: string;
  payslip: Payslip;
  /** The events taken in (stored in `result.eventIds`; completing the run marks them paid). */
  eventIds: readonly string[];
  checks: readonly CheckView[];
  /** The pension premium and särskild löneskatt counted at calculation (stored in `result.pension`). */
  pension?: StoredPayslipPension;
  /** The employment's cost centre and project at calculation (the `dimensions` column, 0088). */
  dimensions?: StoredPayslipDimensions;
};

/**
 * Replaces the run's payslips of these employments (and their lines) with the given ones, each with
 * its pension counted now (withPayslipPensions) and its employment's cost centre and project as they
 * are now (withPayslipDimensions): one delete and two inserts, each a single
 * statement however many payslips: the payslips as one JSON array (jsonb_to_recordset), the lines
 * as one array per column (unnest). Call it in a transaction: the old and the new are never both
 * visible.
 */
export async function replacePayslips(
  trx: Kysely<Database>,
  input: {
    employerId: string;
    runId: string;
    period: string;
    payDate: string;
    payslips: readonly CalculatedPayslip[];
  },
): Promise<void> {
  if (input.payslips.length === 0) return;
  const enriched = await enrichPayslips(trx, input);
  await writePayslipRows(trx, buildPayslipRows({ ...input, payslips: enriched }));
}

/**
 * The payslips with their pension and their employment's cost centre and project, read now. A run's
 * calculation reads them while the batch before is written, outside that transaction, as it reads
 * the payslips' inputs (calculate-run.ts).
 */
export async function enrichPayslips(
  db: Kysely<Database>,
  input: { employerId: string; runId: string; payDate: string; payslips: readonly CalculatedPayslip[] },
): Promise<CalculatedPayslip[]> {
  const withPensions = await withPayslipPensions(db, input);
  return withPayslipDimensions(db, { employerId: input.employerId, payslips: withPensions });
}

/** The inserts of a batch, made ready in JavaScript before its transaction (buildPayslipRows). */
export type PayslipRows = {
  employerId: string;
  runId: string;
  period: string;
  payDate: string;
  employmentIds: string[];
  /** The payslips as one JSON array, for jsonb_to_recordset. */
  payslipsJson: string;
  /** The lines, one array per column, for unnest. */
  lines: ReturnType<typeof lineColumns>;
};

/**
 * Deletes the run's payslips of the batch's employments and inserts the batch: in a transaction
 * (the old and the new are never both visible).
 */
export async function writePayslipRows(trx: Kysely<Database>, rows: PayslipRows): Promise<void> {
  if (rows.employmentIds.length === 0) return;
  await trx
    .deleteFrom('payslip')
    .where('run_id', '=', rows.runId)
    .where('employment_id', 'in', rows.employmentIds)
    .execute();
  await insertPayslipRows(trx, rows);
}

/** The inserts alone (a first calculation has nothing to delete; the bench measures them). */
export async function insertPayslips(
  trx: Kysely<Database>,
  input: {
    employerId: string;
    runId: string;
    period: string;
    payDate: string;
    payslips: readonly CalculatedPayslip[];
  },
): Promise<void> {
  await insertPayslipRows(trx, buildPayslipRows(input));
}

/** The batch's rows as the two inserts take them: plain JavaScript, no database. */
export function buildPayslipRows(input: {
  employerId: string;
  runId: string;
  period: string;
  payDate: string;
  payslips: readonly CalculatedPayslip[];
}): PayslipRows {
  const { employerId, runId, period, payDate, payslips } = input;
  const rows = payslips.map((item) => {
    const p = item.payslip;
    return {
      id: item.id,
      employment_id: item.employmentId,
      employee_id: item.employeeId,
      employee_name: item.employeeName,
      gross_ore: p.grossOre,
      benefits_ore: p.benefitsOre,
      taxable_ore: p.taxableOre,
      tax_ore: p.taxOre,
      net_deductions_ore: p.netDeductionsOre,
      tax_free_ore: p.taxFreeOre,
      net_ore: p.netOre,
      employer_contributions_ore: p.contributions.totalOre,
      result: { ...p, eventIds: item.eventIds, ...(item.pension ? { pension: item.pension } : {}) },
      checks: item.checks,
      dimensions: item.dimensions ?? null,
    };
  });
  return {
    employerId,
    runId,
    period,
    payDate,
    employmentIds: payslips.map((item) => item.employmentId),
    payslipsJson: JSON.stringify(rows),
    lines: lineColumns(payslips),
  };
}

// Lines as one array per column (unnest): plain values parse faster than JSON.
function lineColumns(payslips: readonly CalculatedPayslip[]) {
  const columns = {
    payslipId: [] as string[],
    lineNo: [] as number[],
    code: [] as string[],
    name: [] as string[],
    quantity: [] as (number | null)[],
    unit: [] as string[],
    rate: [] as (number | null)[],
    amount: [] as number[],
    from: [] as string[],
    to: [] as string[],
    agiBox: [] as (string | null)[],
    debit: [] as (string | null)[],
    credit: [] as (string | null)[],
    correctsRun: [] as (string | null)[],
    correctsPayslip: [] as (string | null)[],
    correctsLine: [] as (number | null)[],
  };
  for (const item of payslips)
    item.payslip.lines.forEach((line, index) => {
      columns.payslipId.push(item.id);
      columns.lineNo.push(index + 1);
      columns.code.push(line.code);
      columns.name.push(line.name);
      columns.quantity.push(line.quantity);
      columns.unit.push(line.unit);
      columns.rate.push(line.rateOre);
      columns.amount.push(line.amountOre);
      columns.from.push(line.periodFrom);
      columns.to.push(line.periodTo);
      columns.agiBox.push(line.agiBox);
      columns.debit.push(line.debitAccount);
      columns.credit.push(line.creditAccount);
      columns.correctsRun.push(line.corrects?.runId ?? null);
      columns.correctsPayslip.push(line.corrects?.payslipId ?? null);
      columns.correctsLine.push(line.corrects?.lineNo ?? null);
    });
  return columns;
}

async function insertPayslipRows(trx: Kysely<Database>, rows: PayslipRows): Promise<void> {
  const { employerId, runId, period, payDate } = rows;
  if (rows.employmentIds.length === 0) return;
  await sql`
    insert into payslip (id, employer_id, run_id, employment_id, employee_id, employee_name, period,
      pay_date, gross_ore, benefits_ore, taxable_ore, tax_ore, net_deductions_ore, tax_free_ore, net_ore,
      employer_contributions_ore, result, checks, dimensions)
    select x.id, ${employerId}, ${runId}, x.employment_id, x.employee_id, x.employee_name, ${period},
      ${payDate}, x.gross_ore, x.benefits_ore, x.taxable_ore, x.tax_ore, x.net_deductions_ore,
      x.tax_free_ore, x.net_ore, x.employer_contributions_ore, x.result, x.checks, x.dimensions
    from jsonb_to_recordset(${rows.payslipsJson}::jsonb) as x(id uuid, employment_id uuid,
      employee_id uuid, employee_name text, gross_ore bigint, benefits_ore bigint, taxable_ore bigint,
      tax_ore bigint, net_deductions_ore bigint, tax_free_ore bigint, net_ore bigint,
      employer_contributions_ore bigint, result jsonb, checks jsonb, dimensions jsonb)`.execute(trx);

  const c = rows.lines;
  if (c.payslipId.length === 0) return;
  await sql`
    insert into payslip_line (payslip_id, employer_id, run_id, line_no, code, name, quantity, unit,
      rate_ore, amount_ore, period_from, period_to, agi_box, debit_account, credit_account,
      corrects_run_id, corrects_payslip_id, corrects_line_no)
    select l.payslip_id, ${employerId}, ${runId}, l.line_no, l.code, l.name, l.quantity, l.unit, l.rate_ore,
      l.amount_ore, l.period_from, l.period_to, l.agi_box, l.debit_account, l.credit_account,
      l.corrects_run_id, l.corrects_payslip_id, l.corrects_line_no
    from unnest(${c.payslipId}::uuid[], ${c.lineNo}::int[], ${c.code}::text[], ${c.name}::text[],
      ${c.quantity}::numeric[], ${c.unit}::text[], ${c.rate}::numeric[], ${c.amount}::bigint[],
      ${c.from}::date[], ${c.to}::date[], ${c.agiBox}::text[], ${c.debit}::text[], ${c.credit}::text[],
      ${c.correctsRun}::uuid[], ${c.correctsPayslip}::uuid[], ${c.correctsLine}::int[])
      as l(payslip_id, line_no, code, name, quantity, unit, rate_ore, amount_ore, period_from, period_to,
           agi_box, debit_account, credit_account, corrects_run_id, corrects_payslip_id, corrects_line_no)`.execute(
    trx,
  );
}
