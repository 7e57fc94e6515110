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
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { EmployerScope } from '../../access/employer-scope.ts';
import type { Database } from '../../db/schema.ts';
import { type EmploymentRow, summariseVacationAt } from '../balances/index.ts';
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
 * Each visible employment employed on each of the dates, with its days left (paid and saved, the
 * balances' ledger), its monthly salary on the date and, for procentregeln, the gross pay of the
 * completed payslips paid in the twelve months up to the date (the earning year's base,
 * approximated). The dates share the statements: the employments employed on any of them, their
 * salary rows valid on any of them, and the payslips' sums per date in one scan (summariseVacationAt).
 */
async function liabilityEmployees(
  db: Kysely<Database>,
  scope: EmployerScope,
  dates: readonly string[],
): Promise<VacationLiabilityEmployee[][]> {
  const first = dates.reduce((a, b) => (a < b ? a : b));
  const last = dates.reduce((a, b) => (a > b ? a : b));
  // The employment and person as the balances read them, with what the valuation needs: one
  // statement, and the days from their SQL sums (summariseVacationAt), not a ledger per employee.
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
    .where('employment.start_date', '<=', last)
    .where((eb) => eb.or([eb('employment.end_date', 'is', null), eb('employment.end_date', '>=', first)]));
  if (scope.role === 'manager') query = query.where('employment.manager_role_id', '=', scope.roleId);
  if (scope.role === 'user') query = query.where('employment.id', '=', scope.employmentId ?? NO_ID);
  // The company's rows, not a bind list of every visible id (10 000 of them for an admin); the
  // maps below keep the visible employments'.
  const salaryQuery = db
    .selectFrom('salary_row')
    .innerJoin('employment', 'employment.id', 'salary_row.employment_id')
    .select([
      'salary_row.employment_id',
      'salary_row.amount_ore',
      'salary_row.valid_from',
      'salary_row.valid_to',
    ])
    .where('employment.employer_id', '=', scope.employerId)
    .where('salary_row.valid_from', '<=', last)
    .where((eb) => eb.or([eb('salary_row.valid_to', 'is', null), eb('salary_row.valid_to', '>=', first)]))
    .orderBy('salary_row.valid_from');
  // One row of JSON rather than 10 000 rows: PGlite decodes every field of every row in JavaScript.
  // The dates come as their 'YYYY-MM-DD' text, numbers as numbers. Side by side: on PostgreSQL
  // each statement has a connection of its own.
  const [{ rows: employments }, { rows: salaries }] = await Promise.all([
    db.selectNoFrom(jsonArrayFrom(query).as('rows')).executeTakeFirstOrThrow(),
    db.selectNoFrom(jsonArrayFrom(salaryQuery).as('rows')).executeTakeFirstOrThrow(),
  ]);
  if (employments.length === 0) return dates.map(() => []);
  const summaries = await summariseVacationAt(
    db,
    scope.employerId,
    employments as unknown as EmploymentRow[],
    dates,
    { yearGross: true },
  );
  // The names sorted once; each date keeps its employments in that order.
  const { compare } = new Intl.Collator('sv-SE');
  const order = employments
    .map((employment, index) => ({ index, name: `${employment.first_name} ${employment.last_name}` }))
    .sort(
      (a, b) => compare(a.name, b.name) || employments[a.index]!.id.localeCompare(employments[b.index]!.id),
    );
  const terms = employments.map((employment) => {
    const parsed = vacationTermsSchema.safeParse(json(employment.vacation));
    return parsed.success ? parsed.data : SAMMALONEREGELN;
  });
  return summaries.map(({ date, days, yearGrossOre }) => {
    // The salary row valid on the date; of two, the later one (rows in valid_from order).
    const salaryOf = new Map<string, number>();
    for (const row of salaries)
      if (row.valid_from <= date && (row.valid_to === null || row.valid_to >= date))
        salaryOf.set(row.employment_id, Number(row.amount_ore));
    return order
      .filter(({ index }) => {
        const employment = employments[index]!;
        return employment.start_date <= date && (employment.end_date === null || employment.end_date >= date);
      })
      .map(({ index, name }): VacationLiabilityEmployee => {
        const employment = employments[index]!;
        return {
          employmentId: employment.id,
          employeeName: name,
          costCentre: employment.cost_centre,
          project: employment.project,
          terms: terms[index]!,
          monthlySalaryOre: employment.salary_form === 'monthly' ? (salaryOf.get(employment.id) ?? 0) : 0,
          earningBaseOre: yearGrossOre[index]!,
          paidDays: days[index]!.paidDays,
          savedDays: days[index]!.savedDays,
        };
      });
  });
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

/** The liability at each of the dates. */
async function liabilitiesAt(
  db: Kysely<Database>,
  scope: EmployerScope,
  dates: readonly string[],
  rate: number,
) {
  return (await liabilityEmployees(db, scope, dates)).map((employees) =>
    buildVacationLiabilityReport({ employees, contributionRateBasisPoints: rate }),
  );
}

/** The liability at the date and at the end of the month before, and the voucher between them. */
async function liabilityAndAccrual(db: Kysely<Database>, scope: EmployerScope, date: string) {
  const socialFees = await readSocialFees(db, scope.employerId, date);
  const rate = socialFees.accrueMonthly ? socialFees.rateBasisPoints : 0;
  const previousDate = endOfPreviousMonth(date);
  // One pass for both dates: the same statements give each date's figures.
  const [current, previous] = (await liabilitiesAt(db, scope, [date, previousDate], rate)) as [
    ReturnType<typeof buildVacationLiabilityReport>,
    ReturnType<typeof buildVacationLiabilityReport>,
  ];
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
  // Each run's visible payslips summed in a lateral subquery: the index on payslip (run_id, …)
  // reads the few runs' payslips, where a join scanned every payslip of the company.
  let payslips = db
    .selectFrom('payslip')
    .innerJoin('employment', 'employment.id', 'payslip.employment_id')
    .select([
      sql<string>`sum(payslip.net_ore)`.as('net_ore'),
      sql<string>`sum(payslip.tax_ore)`.as('tax_ore'),
      sql<string>`sum(payslip.employer_contributions_ore)`.as('contributions_ore'),
      sql<string>`count(*)`.as('payslips'),
    ])
    .where(sql<boolean>`payslip.run_id = payroll_run.id`)
    .where('payslip.employer_id', '=', scope.employerId);
  if (scope.role === 'manager') payslips = payslips.where('employment.manager_role_id', '=', scope.roleId);
  if (scope.role === 'user')
    payslips = payslips.where('payslip.employment_id', '=', scope.employmentId ?? NO_ID);
  const runs = await db
    .selectFrom('payroll_run')
    .innerJoinLateral(payslips.as('sums'), (join) => join.onTrue())
    .select([
      'payroll_run.id',
      'payroll_run.label',
      'payroll_run.period',
      sql<string>`to_char(payroll_run.pay_date, 'YYYY-MM-DD')`.as('pay_date'),
      'sums.net_ore',
      'sums.tax_ore',
      'sums.contributions_ore',
    ])
    .where('payroll_run.employer_id', '=', scope.employerId)
    .where('payroll_run.status', '=', 'completed')
    // Anything paid more than two months before the date has fallen due at Skatteverket.
    .where('payroll_run.pay_date', '>', endOfPreviousMonth(endOfPreviousMonth(date)))
    .where('payroll_run.period', '<=', date.slice(0, 7))
    // The runs with a visible payslip.
    .where(sql<boolean>`sums.payslips > 0`)
    .orderBy('payroll_run.pay_date')
    .execute();
  const socialFees = await readSocialFees(db, scope.employerId, date);
  const [vacation] = (await liabilitiesAt(
    db,
    scope,
    [date],
    socialFees.accrueMonthly ? socialFees.rateBasisPoints : 0,
  )) as [ReturnType<typeof buildVacationLiabilityReport>];
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
