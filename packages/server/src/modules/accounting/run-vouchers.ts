import { STANDARD_SALARY_ACCOUNTS } from '@lonsam/domain/accounting/bas-accounts';
import { chartOfAccountsSchema, defaultChartOfAccounts } from '@lonsam/domain/accounting/chart-of-accounts';
import {
  buildSalaryVoucher,
  SalaryVoucherError,
  voucherTotals,
} from '@lonsam/domain/accounting/salary-voucher';
import type {
  Voucher,
  VoucherDimensions,
  VoucherPayslip,
} from '@lonsam/domain/accounting/salary-voucher-types';
import { defaultVoucherSeries, voucherSeriesSchema } from '@lonsam/domain/accounting/voucher-series';
import type {
  AccrualVoucherView,
  SalaryVoucherView,
} from '@lonsam/domain/contracts/accounting/salary-vouchers';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { readSettingsDocument } from '../settings/index.ts';

export type RunVoucher = { runId: string; runLabel: string; period: string; voucher: Voucher };

export type VoucherSelection = { period?: string | undefined; runId?: string | undefined };

type RunRow = { id: string; label: string; period: string; pay_date: string };

/** The completed runs chosen: one run, or every run paid in the month (the AGI's period). */
async function selectedRuns(db: Kysely<Database>, employerId: string, selection: VoucherSelection) {
  let query = db
    .selectFrom('payroll_run')
    .select(['id', 'label', 'period', sql<string>`to_char(pay_date, 'YYYY-MM-DD')`.as('pay_date')])
    .where('employer_id', '=', employerId)
    .where('status', '=', 'completed');
  if (selection.runId) query = query.where('id', '=', selection.runId);
  if (selection.period) query = query.where(sql<string>`to_char(pay_date, 'YYYY-MM')`, '=', selection.period);
  const rows: RunRow[] = await query.orderBy('pay_date').orderBy('completed_at').execute();
  return rows;
}

/** Every payslip of the runs with its employment's cost centre and project codes (today's). */
async function loadPayslips(db: Kysely<Database>, employerId: string, runIds: readonly string[]) {
  if (runIds.length === 0) return [];
  return db
    .selectFrom('payslip')
    .innerJoin('employment', 'employment.id', 'payslip.employment_id')
    .leftJoin('dimension_object as cost_centre', 'cost_centre.id', 'employment.cost_centre_id')
    .leftJoin('dimension_object as project', 'project.id', 'employment.project_id')
    .select([
      'payslip.run_id',
      'payslip.result',
      'cost_centre.code as cost_centre',
      'project.code as project',
    ])
    .where('payslip.employer_id', '=', employerId)
    .where('payslip.run_id', 'in', runIds)
    .orderBy('payslip.employee_name')
    .orderBy('payslip.id')
    .execute();
}

function voucherNotBookable(message: string): AppError {
  return new AppError({
    status: 422,
    code: 'SALARY_VOUCHER_INVALID',
    detail: 'A payslip line cannot be booked with the company’s accounts.',
    extensions: { problems: [message] },
  });
}

export async function readChart(db: Kysely<Database>, employerId: string) {
  const { value } = await readSettingsDocument(db, {
    employerId,
    section: 'chart-of-accounts',
    schema: chartOfAccountsSchema,
    defaults: defaultChartOfAccounts(),
  });
  return value;
}

export async function readVoucherSeries(db: Kysely<Database>, employerId: string) {
  const { value } = await readSettingsDocument(db, {
    employerId,
    section: 'voucher-series',
    schema: voucherSeriesSchema,
    defaults: defaultVoucherSeries(),
  });
  return value;
}

/**
 * The salary voucher of each chosen completed run, built by the domain from its payslips with the
 * employment's cost centre and project as objects, on the company's chart roles. Reads only.
 */
export async function buildRunVouchers(
  db: Kysely<Database>,
  employerId: string,
  selection: VoucherSelection,
): Promise<RunVoucher[]> {
  const runs = await selectedRuns(db, employerId, selection);
  const chart = await readChart(db, employerId);
  const payslips = await loadPayslips(
    db,
    employerId,
    runs.map((run) => run.id),
  );
  return runs.map((run) => {
    const own = payslips.filter((row) => row.run_id === run.id);
    try {
      const voucher = buildSalaryVoucher({
        period: run.period,
        payDate: run.pay_date,
        roleAccounts: chart.roleAccounts,
        text: `${run.label}, utbetalning ${run.pay_date}`,
        payslips: own.map((row) => {
          const dimensions: VoucherDimensions = {};
          if (row.cost_centre) dimensions['cost-centre'] = row.cost_centre;
          if (row.project) dimensions.project = row.project;
          return { payslip: row.result as VoucherPayslip, dimensions };
        }),
      });
      return { runId: run.id, runLabel: run.label, period: run.period, voucher };
    } catch (error) {
      if (error instanceof SalaryVoucherError) throw voucherNotBookable(error.message);
      throw error;
    }
  });
}

/** Account names: the company's chart first, then the standard salary accounts. */
export function accountNames(chart: { accounts: readonly { number: string; name: string }[] }) {
  const names = new Map<string, string>(Object.entries(STANDARD_SALARY_ACCOUNTS));
  for (const account of chart.accounts) names.set(account.number, account.name);
  return names;
}

function voucherBody(voucher: Voucher, names: ReadonlyMap<string, string>) {
  const totals = voucherTotals(voucher);
  return {
    date: voucher.date,
    text: voucher.text,
    rows: voucher.rows.map((row) => ({
      account: row.account,
      accountName: names.get(row.account) ?? row.account,
      costCentre: row.dimensions['cost-centre'] ?? null,
      project: row.dimensions.project ?? null,
      amountOre: row.amountOre,
    })),
    debitOre: totals.debitOre,
    creditOre: totals.creditOre,
  };
}

export function toVoucherView(
  entry: RunVoucher,
  names: ReadonlyMap<string, string>,
  numbering: { series: string; number: number | null },
): SalaryVoucherView {
  return {
    runId: entry.runId,
    runLabel: entry.runLabel,
    period: entry.period,
    series: numbering.series,
    number: numbering.number,
    ...voucherBody(entry.voucher, names),
  };
}

/** The month's accrual voucher: booked (with its number) or as the liability gives it now. */
export function toAccrualView(
  period: string,
  voucher: Voucher,
  names: ReadonlyMap<string, string>,
  booked: { series: string; number: number } | null,
  series: string,
): AccrualVoucherView {
  return {
    period,
    series: booked?.series ?? series,
    number: booked?.number ?? null,
    booked: booked !== null,
    ...voucherBody(voucher, names),
  };
}
