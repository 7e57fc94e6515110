import { chartOfAccountsSchema, defaultChartOfAccounts } from '@lonsam/domain/accounting/chart-of-accounts';
import {
  buildPayDebtReport,
  buildVacationLiabilityReport,
  type VacationLiabilityEmployee,
  vacationLiabilityChanges,
} from '@lonsam/domain/accounting/liability-reports';
import type { Voucher } from '@lonsam/domain/accounting/salary-voucher-types';
import {
  defaultSocialFeeLiability,
  socialFeeLiabilitySchema,
} from '@lonsam/domain/accounting/social-fee-liability';
import { buildVacationAccrualVoucher } from '@lonsam/domain/accounting/vacation-accrual-voucher';
import type {
  PayDebtResponse,
  VacationLiabilityResponse,
} from '@lonsam/domain/contracts/reports/report-shapes';
import { type VacationTerms, vacationTermsSchema } from '@lonsam/domain/employees/employment-schema';
import { type Kysely, sql } from 'kysely';
import type { EmployerScope } from '../../access/employer-scope.ts';
import type { Database } from '../../db/schema.ts';
import { type EmploymentRow, summariseVacation } from '../balances/index.ts';
import { readSettingsDocument } from '../settings/index.ts';

/*
 * Semesterskuld and Löneskuld at a date. They read completed runs, the balances' ledger and the
 * employments, and write nothing. A manager sees the employments naming their role as manager.
 */

const NO_ID = '00000000-0000-0000-0000-000000000000';
const SAMMALONEREGELN: VacationTerms = {
  rule: 'sammaloneregeln',
  paidDaysPerYear: 25,
  supplementPercent: 0.8,
};

function json(value: unknown): unknown {
  return typeof value === 'string' ? JSON.parse(value) : value;
}

/** The last day of the month before the date's. */
export function endOfPreviousMonth(date: string): string {
  const [year, month] = date.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month - 1, 0)).toISOString().slice(0, 10);
}

function minusOneYear(date: string): string {
  return `${String(Number(date.slice(0, 4)) - 1).padStart(4, '0')}${date.slice(4)}`;
}

async function readSocialFees(db: Kysely<Database>, employerId: string, date: string) {
  const { value } = await readSettingsDocument(db, {
    employerId,
    section: 'social-fee-liability',
    schema: socialFeeLiabilitySchema,
    defaults: defaultSocialFeeLiability(Number(date.slice(0, 4))),
  });
  return value;
}

/**
 * Each visible employment employed on the date, with its days left (paid and saved, the balances'
 * ledger), its monthly salary on the date and, for procentregeln, the gross pay of the completed
 * payslips paid in the twelve months up to the date (the earning year's base, approximated).
 */
async function liabilityEmployees(
  db: Kysely<Database>,
  scope: EmployerScope,
  date: string,
): Promise<VacationLiabilityEmployee[]> {
  // The employment and person as the balances read them, with what the valuation needs: one
  // statement, and the days from their SQL sums (summariseVacation), not a ledger per employee.
  let query = db
    .selectFrom('employment')
    .innerJoin('employee', 'employee.id', 'employment.employee_id')
    .leftJoin('dimension_object as cost_centre', 'cost_centre.id', 'employment.cost_centre_id')
    .leftJoin('dimension_object as project', 'project.id', 'employment.project_id')
    .select([
      'employment.id',
      'employment.start_date',
      'employment.end_date',
      'employment.schedule',
      'employment.weekly_hours',
      'employee.first_name',
      'employee.last_name',
      'employee.opening_balances',
      'employment.vacation',
      'employment.salary_form',
      'cost_centre.code as cost_centre',
      'project.code as project',
    ])
    .where('employment.employer_id', '=', scope.employerId)
    .where('employment.start_date', '<=', date)
    .where((eb) => eb.or([eb('employment.end_date', 'is', null), eb('employment.end_date', '>=', date)]));
  if (scope.role === 'manager') query = query.where('employment.manager_role_id', '=', scope.roleId);
  if (scope.role === 'user') query = query.where('employment.id', '=', scope.employmentId ?? NO_ID);
  const employments = await query.execute();
  if (employments.length === 0) return [];
  const days = await summariseVacation(db, scope.employerId, employments as EmploymentRow[], date);
  // The company's rows, not a bind list of every visible id (10 000 of them for an admin); the
  // maps below keep the visible employments'.
  const salaries = await db
    .selectFrom('salary_row')
    .innerJoin('employment', 'employment.id', 'salary_row.employment_id')
    .select(['salary_row.employment_id', 'salary_row.amount_ore'])
    .where('employment.employer_id', '=', scope.employerId)
    .where('salary_row.valid_from', '<=', date)
    .where((eb) => eb.or([eb('salary_row.valid_to', 'is', null), eb('salary_row.valid_to', '>=', date)]))
    .orderBy('salary_row.valid_from')
    .execute();
  const bases = await db
    // The narrow copy of the payslips (migration 0085): the same gross pay, without the wide rows.
    .selectFrom('payslip_vacation_sum as payslip')
    .innerJoin('payroll_run', 'payroll_run.id', 'payslip.run_id')
    .select(['payslip.employment_id', sql<string>`sum(payslip.gross_ore)`.as('gross_ore')])
    .where('payslip.employer_id', '=', scope.employerId)
    .where('payroll_run.status', '=', 'completed')
    .where('payslip.pay_date', '<=', date)
    .where('payslip.pay_date', '>', minusOneYear(date))
    .groupBy('payslip.employment_id')
    .execute();
  const salaryOf = new Map(salaries.map((row) => [row.employment_id, Number(row.amount_ore)]));
  const baseOf = new Map(bases.map((row) => [row.employment_id, Number(row.gross_ore)]));
  const result = employments.map((employment, index): VacationLiabilityEmployee => {
    const terms = vacationTermsSchema.safeParse(json(employment.vacation));
    return {
      employmentId: employment.id,
      employeeName: `${employment.first_name} ${employment.last_name}`,
      costCentre: employment.cost_centre,
      project: employment.project,
      terms: terms.success ? terms.data : SAMMALONEREGELN,
      monthlySalaryOre: employment.salary_form === 'monthly' ? (salaryOf.get(employment.id) ?? 0) : 0,
      earningBaseOre: baseOf.get(employment.id) ?? 0,
      paidDays: days[index]!.paidDays,
      savedDays: days[index]!.savedDays,
    };
  });
  // One collator for the sort: localeCompare with a locale builds one per comparison.
  const { compare } = new Intl.Collator('sv-SE');
  return result.sort(
    (a, b) => compare(a.employeeName, b.employeeName) || a.employmentId.localeCompare(b.employmentId),
  );
}

// Read here rather than through accounting's readChart: accounting exports this month's accrual
// voucher in its SIE file, so reports must not import accounting back.
async function readRoleAccounts(db: Kysely<Database>, employerId: string) {
  const { value } = await readSettingsDocument(db, {
    employerId,
    section: 'chart-of-accounts',
    schema: chartOfAccountsSchema,
    defaults: defaultChartOfAccounts(),
  });
  return value.roleAccounts;
}

async function liabilityAt(db: Kysely<Database>, scope: EmployerScope, date: string, rate: number) {
  return buildVacationLiabilityReport({
    employees: await liabilityEmployees(db, scope, date),
    contributionRateBasisPoints: rate,
  });
}

/** The liability at the date and at the end of the month before, and the voucher between them. */
async function liabilityAndAccrual(db: Kysely<Database>, scope: EmployerScope, date: string) {
  const socialFees = await readSocialFees(db, scope.employerId, date);
  const rate = socialFees.accrueMonthly ? socialFees.rateBasisPoints : 0;
  const previousDate = endOfPreviousMonth(date);
  // Side by side: on PostgreSQL the two dates' statements run on two connections.
  const [current, previous] = await Promise.all([
    liabilityAt(db, scope, date, rate),
    liabilityAt(db, scope, previousDate, rate),
  ]);
  const voucher = buildVacationAccrualVoucher({
    period: date.slice(0, 7),
    date,
    changes: vacationLiabilityChanges(previous.rows, current.rows),
    roleAccounts: await readRoleAccounts(db, scope.employerId),
    socialFees,
  });
  return { rate, previousDate, current, previous, voucher };
}

/** The last day of a month YYYY-MM. */
export function endOfMonth(period: string): string {
  const [year, month] = period.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}

/**
 * The month's vacation accrual voucher, dated on its last day: the change of Semesterskuld from
 * the end of the month before, as the report shows it at that date. Null when nothing changed.
 */
export async function monthVacationAccrualVoucher(
  db: Kysely<Database>,
  scope: EmployerScope,
  period: string,
): Promise<Voucher | null> {
  return (await liabilityAndAccrual(db, scope, endOfMonth(period))).voucher;
}

/** Semesterskuld at the date, and the month's accrual voucher that brings 2920 and 2941 to it. */
export async function vacationLiability(
  db: Kysely<Database>,
  scope: EmployerScope,
  date: string,
): Promise<VacationLiabilityResponse> {
  const { rate, previousDate, current, previous, voucher } = await liabilityAndAccrual(db, scope, date);
  return {
    date,
    contributionRateBasisPoints: rate,
    rows: current.rows,
    totals: current.totals,
    accrual: {
      previousDate,
      previousTotals: previous.totals,
      text: voucher?.text ?? `Förändring semesterlöneskuld ${date.slice(0, 7)}`,
      rows: (voucher?.rows ?? []).map((row) => ({
        account: row.account,
        costCentre: row.dimensions['cost-centre'] ?? null,
        project: row.dimensions.project ?? null,
        amountOre: row.amountOre,
      })),
    },
  };
}

/** Löneskuld at the date: unpaid pay, tax and contributions still to pay, and the vacation liability. */
export async function payDebt(
  db: Kysely<Database>,
  scope: EmployerScope,
  date: string,
): Promise<PayDebtResponse> {
  let query = db
    .selectFrom('payslip')
    .innerJoin('payroll_run', 'payroll_run.id', 'payslip.run_id')
    .innerJoin('employment', 'employment.id', 'payslip.employment_id')
    .select([
      'payroll_run.id',
      'payroll_run.label',
      'payroll_run.period',
      sql<string>`to_char(payroll_run.pay_date, 'YYYY-MM-DD')`.as('pay_date'),
      sql<string>`sum(payslip.net_ore)`.as('net_ore'),
      sql<string>`sum(payslip.tax_ore)`.as('tax_ore'),
      sql<string>`sum(payslip.employer_contributions_ore)`.as('contributions_ore'),
    ])
    .where('payslip.employer_id', '=', scope.employerId)
    .where('payroll_run.status', '=', 'completed')
    // Anything paid more than two months before the date has fallen due at Skatteverket.
    .where('payroll_run.pay_date', '>', endOfPreviousMonth(endOfPreviousMonth(date)))
    .where('payroll_run.period', '<=', date.slice(0, 7));
  if (scope.role === 'manager') query = query.where('employment.manager_role_id', '=', scope.roleId);
  if (scope.role === 'user') query = query.where('payslip.employment_id', '=', scope.employmentId ?? NO_ID);
  const runs = await query
    .groupBy(['payroll_run.id', 'payroll_run.label', 'payroll_run.period', 'payroll_run.pay_date'])
    .orderBy('payroll_run.pay_date')
    .execute();
  const socialFees = await readSocialFees(db, scope.employerId, date);
  const vacation = await liabilityAt(
    db,
    scope,
    date,
    socialFees.accrueMonthly ? socialFees.rateBasisPoints : 0,
  );
  return {
    date,
    ...buildPayDebtReport({
      date,
      runs: runs.map((run) => ({
        runId: run.id,
        label: run.label,
        period: run.period,
        payDate: run.pay_date,
        netOre: Number(run.net_ore),
        taxOre: Number(run.tax_ore),
        contributionsOre: Number(run.contributions_ore),
      })),
      vacation: vacation.totals,
    }),
  };
}
