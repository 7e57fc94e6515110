import { STANDARD_SALARY_ACCOUNTS } from '@lonsam/domain/accounting/bas-accounts';
import { chartOfAccountsSchema, defaultChartOfAccounts } from '@lonsam/domain/accounting/chart-of-accounts';
import {
  readStoredDimensions,
  type StoredPayslipDimensions,
} from '@lonsam/domain/accounting/payslip-dimensions';
import {
  type EmploymentPensionPlan,
  type PayslipPremium,
  type PremiumPayslip,
  payslipPensionPremiums,
  readStoredPension,
  type StoredPayslipPension,
} from '@lonsam/domain/accounting/pension-report';
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
import { PENSION_PLANS } from '@lonsam/domain/employees/employment-schema';
import {
  findPensionYearParameters,
  MissingPensionParametersError,
} from '@lonsam/domain/payroll/pension-parameters';
import { DIMENSIONS, type Dimension } from '@lonsam/domain/settings/dimensions';
import {
  DEFAULT_PENSION_SETTINGS,
  type PensionSettings,
  pensionSettingsSchema,
} from '@lonsam/domain/settings/pension-settings';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { readSettingsDocument } from '../settings/index.ts';

export type RunVoucher = {
  runId: string;
  runLabel: string;
  period: string;
  voucher: Voucher;
  /**
   * The cost centres and projects the run's payslips were calculated with (code and name as stored
   * in the payslips), for the SIE file's #OBJEKT; none for payslips calculated before 0088.
   */
  objects: { dimension: Dimension; code: string; name: string }[];
};

/**
 * A month (`period`), one run (`runId`, with a period too: the run if paid in it), or a span of
 * months (`from`–`to`, both included; checked by the caller, `checkMonthSpan`).
 */
export type VoucherSelection = {
  period?: string | undefined;
  runId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
};

type RunRow = { id: string; label: string; period: string; pay_date: string };

const payMonth = sql<string>`to_char(pay_date, 'YYYY-MM')`;

/** The completed runs chosen: one run, every run paid in the month (the AGI's period) or in the span. */
async function selectedRuns(db: Kysely<Database>, employerId: string, selection: VoucherSelection) {
  let query = db
    .selectFrom('payroll_run')
    .select(['id', 'label', 'period', sql<string>`to_char(pay_date, 'YYYY-MM-DD')`.as('pay_date')])
    .where('employer_id', '=', employerId)
    .where('status', '=', 'completed');
  if (selection.runId) query = query.where('id', '=', selection.runId);
  if (selection.period) query = query.where(payMonth, '=', selection.period);
  if (selection.from) query = query.where(payMonth, '>=', selection.from);
  if (selection.to) query = query.where(payMonth, '<=', selection.to);
  const rows: RunRow[] = await query.orderBy('pay_date').orderBy('completed_at').execute();
  return rows;
}

/**
 * Every payslip of the runs with the cost centre and project it was calculated with
 * (`payslip.dimensions`, 0088) and, for a payslip calculated before they were stored (null), its
 * employment's codes as they are today: the fallback.
 */
async function loadPayslips(db: Kysely<Database>, employerId: string, runIds: readonly string[]) {
  if (runIds.length === 0) return [];
  return db
    .selectFrom('payslip')
    .innerJoin('employment', 'employment.id', 'payslip.employment_id')
    .leftJoin('dimension_object as cost_centre', 'cost_centre.id', 'employment.cost_centre_id')
    .leftJoin('dimension_object as project', 'project.id', 'employment.project_id')
    .select([
      'payslip.id',
      'payslip.run_id',
      'payslip.result',
      'payslip.dimensions',
      'cost_centre.code as cost_centre',
      'project.code as project',
    ])
    .where('payslip.employer_id', '=', employerId)
    .where('payslip.run_id', 'in', runIds)
    .orderBy('payslip.employee_name')
    .orderBy('payslip.id')
    .execute();
}

/**
 * The objects a payslip is booked on: those stored at calculation; for a payslip calculated before
 * they were stored (null), the employment's cost centre and project as they are now.
 */
function payslipDimensions(
  stored: StoredPayslipDimensions | null,
  row: { cost_centre: string | null; project: string | null },
): VoucherDimensions {
  const dimensions: VoucherDimensions = {};
  if (stored) {
    if (stored['cost-centre']) dimensions['cost-centre'] = stored['cost-centre'].code;
    if (stored.project) dimensions.project = stored.project.code;
    return dimensions;
  }
  if (row.cost_centre) dimensions['cost-centre'] = row.cost_centre;
  if (row.project) dimensions.project = row.project;
  return dimensions;
}

function readPension(stored: unknown): PremiumPayslip['pension'] {
  const value = (typeof stored === 'string' ? JSON.parse(stored) : stored) as {
    plan?: unknown;
    percent?: unknown;
  } | null;
  const plan: EmploymentPensionPlan = PENSION_PLANS.find((candidate) => candidate === value?.plan) ?? 'none';
  return { plan, percent: typeof value?.percent === 'number' ? value.percent : null };
}

export async function readPensionSettings(
  db: Kysely<Database>,
  employerId: string,
): Promise<PensionSettings> {
  const { value } = await readSettingsDocument(db, {
    employerId,
    section: 'pension',
    schema: pensionSettingsSchema,
    defaults: DEFAULT_PENSION_SETTINGS,
  });
  return value;
}

/**
 * Each payslip's pension premium and särskild löneskatt (by payslip id) as the Pension report counts the month:
 * every completed payslip paid in the runs' months, in the order the runs were paid and completed,
 * so a second run in a month gets only what its pay adds to the month's premium.
 */
async function pensionPremiums(
  db: Kysely<Database>,
  employerId: string,
  runs: readonly RunRow[],
  settings: PensionSettings,
): Promise<Map<string, PayslipPremium>> {
  const months = [...new Set(runs.map((run) => run.pay_date.slice(0, 7)))];
  if (months.length === 0) return new Map();
  const rows = await db
    .selectFrom('payslip')
    .innerJoin('payroll_run', 'payroll_run.id', 'payslip.run_id')
    .innerJoin('employment', 'employment.id', 'payslip.employment_id')
    .select([
      'payslip.id',
      'payslip.employment_id',
      'employment.pension',
      sql<string>`to_char(payslip.pay_date, 'YYYY-MM-DD')`.as('pay_date'),
      'payslip.gross_ore',
    ])
    .where('payslip.employer_id', '=', employerId)
    .where('payroll_run.status', '=', 'completed')
    .where(sql<string>`to_char(payslip.pay_date, 'YYYY-MM')`, 'in', months)
    .orderBy('payroll_run.pay_date')
    .orderBy('payroll_run.completed_at')
    .orderBy('payslip.id')
    .execute();
  return payslipPensionPremiums({
    plans: settings.plans,
    payslips: rows.map((row) => ({
      id: row.id,
      employmentId: row.employment_id,
      pension: readPension(row.pension),
      payDate: row.pay_date,
      basisOre: Number(row.gross_ore),
    })),
  });
}

/** The year's särskild löneskatt in hundredths of a per cent; the domain's default for a year not known. */
function specialPayrollTaxBasisPoints(payDate: string): number | undefined {
  try {
    return Math.round(findPensionYearParameters(payDate).specialPayrollTaxPercent * 100);
  } catch (error) {
    if (error instanceof MissingPensionParametersError) return undefined;
    throw error;
  }
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
 * cost centre and project each payslip was calculated with as objects (`payslip.dimensions`, so
 * moving the employee later does not change the voucher; for a payslip calculated before they were
 * stored, the employment's as they are now), on the company's chart roles, with each
 * payslip's pension premium and, when the pension settings book it monthly, the särskild löneskatt
 * on it: as stored in the payslip at calculation (`result.pension`), so a later change of the
 * pension plan does not change the voucher; for a payslip calculated before pensions were stored,
 * counted now as the Pension report counts it (`pensionPremiums`). Reads only.
 */
export async function buildRunVouchers(
  db: Kysely<Database>,
  employerId: string,
  selection: VoucherSelection,
): Promise<RunVoucher[]> {
  const runs = await selectedRuns(db, employerId, selection);
  const chart = await readChart(db, employerId);
  const pension = await readPensionSettings(db, employerId);
  const payslips = await loadPayslips(
    db,
    employerId,
    runs.map((run) => run.id),
  );
  // A payslip calculated since pensions are stored carries its own (`result.pension`); only those
  // calculated before are counted here, from today's settings and employments.
  const stored = new Map<string, StoredPayslipPension>();
  for (const row of payslips) {
    const result = (typeof row.result === 'string' ? JSON.parse(row.result) : row.result) as {
      pension?: unknown;
    } | null;
    const own = readStoredPension(result?.pension ?? null);
    if (own) stored.set(row.id, own);
  }
  let premiums = new Map<string, PayslipPremium>();
  try {
    if (payslips.some((row) => !stored.has(row.id)))
      premiums = await pensionPremiums(db, employerId, runs, pension);
  } catch (error) {
    if (error instanceof MissingPensionParametersError)
      throw voucherNotBookable(
        'Inkomstbasbeloppet för lönekörningens år saknas, så pensionspremierna kan inte beräknas',
      );
    throw error;
  }
  return runs.map((run) => {
    const own = payslips.filter((row) => row.run_id === run.id);
    const objects = new Map<string, RunVoucher['objects'][number]>();
    // Whether särskild löneskatt is booked monthly: as the settings said when the run was calculated.
    const storedFlag = own.map((row) => stored.get(row.id)).find((entry) => entry !== undefined);
    try {
      const rate = specialPayrollTaxBasisPoints(run.pay_date);
      const voucher = buildSalaryVoucher({
        period: run.period,
        payDate: run.pay_date,
        roleAccounts: chart.roleAccounts,
        text: `${run.label}, utbetalning ${run.pay_date}`,
        ...(rate === undefined ? {} : { specialPayrollTaxBasisPoints: rate }),
        bookSpecialPayrollTax:
          storedFlag?.bookSpecialPayrollTaxMonthly ?? pension.bookSpecialPayrollTaxMonthly,
        payslips: own.map((row) => {
          const booked = readStoredDimensions(row.dimensions);
          const dimensions = payslipDimensions(booked, row);
          for (const dimension of DIMENSIONS) {
            const object = booked?.[dimension];
            if (object) objects.set(`${dimension}\t${object.code}`, { dimension, ...object });
          }
          const premium = stored.get(row.id) ?? premiums.get(row.id);
          return {
            payslip: row.result as VoucherPayslip,
            dimensions,
            pensionPremiumOre: premium?.premiumOre ?? 0,
            specialPayrollTaxOre: premium?.specialPayrollTaxOre ?? 0,
          };
        }),
      });
      return {
        runId: run.id,
        runLabel: run.label,
        period: run.period,
        voucher,
        objects: [...objects.values()],
      };
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
