import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { periodDays } from '../run-period.ts';

/** Månadslön, retroaktiv lön and timlön: the lines that say a month's salary was paid. */
const PAID_SALARY_CODES = ['100', '520', '110'];

/** What earlier completed payslips say about one employment, for the next payslip's input. */
export type PayHistory = {
  ytdGrossOre: number;
  ytdTaxOre: number;
  ytdBenefitsOre: number;
  /** Gross and benefits paid earlier in the calendar month of the pay date (an extra run). */
  paidThisMonthOre: number;
  /**
   * Salary paid per month (lines 100 and 520, or 110 for an hourly wage, by the month they concern),
   * the period itself included when a completed run paid it (an extra run after the ordinary one).
   */
  alreadyPaid: { period: string; monthlySalaryOre: number }[];
};

/**
 * The pay history of a set of employments from the payslips of completed runs, in two set-based
 * queries: sums per employment, and the salary paid per month since `alreadyPaidFrom` (the months a
 * raise registered late can still reach). Only completed runs count: a preliminary payslip may
 * still change.
 */
export async function loadPayHistory(
  db: Kysely<Database>,
  input: {
    employerId: string;
    employmentIds: readonly string[];
    period: string;
    payDate: string;
    alreadyPaidFrom: string;
    excludeRunId?: string;
  },
): Promise<Map<string, PayHistory>> {
  const year = input.payDate.slice(0, 4);
  const month = input.payDate.slice(0, 7);
  const excluded = input.excludeRunId ?? '00000000-0000-0000-0000-000000000000';
  const sums = await db
    .selectFrom('payslip as p')
    .innerJoin('payroll_run as r', 'r.id', 'p.run_id')
    .select([
      'p.employment_id',
      sql<string>`coalesce(sum(p.gross_ore) filter (where to_char(p.pay_date, 'YYYY') = ${year}), 0)`.as(
        'gross',
      ),
      sql<string>`coalesce(sum(p.tax_ore) filter (where to_char(p.pay_date, 'YYYY') = ${year}), 0)`.as('tax'),
      sql<string>`coalesce(sum(p.benefits_ore) filter (where to_char(p.pay_date, 'YYYY') = ${year}), 0)`.as(
        'benefits',
      ),
      sql<string>`coalesce(sum(p.gross_ore + p.benefits_ore) filter (where to_char(p.pay_date, 'YYYY-MM') = ${month}), 0)`.as(
        'this_month',
      ),
    ])
    .where('p.employer_id', '=', input.employerId)
    .where('p.employment_id', 'in', [...input.employmentIds])
    .where('r.status', '=', 'completed')
    .where('p.run_id', '<>', excluded)
    .where('p.pay_date', '<=', input.payDate)
    .groupBy('p.employment_id')
    .execute();
  const paid = await db
    .selectFrom('payslip_line as l')
    .innerJoin('payslip as p', 'p.id', 'l.payslip_id')
    .innerJoin('payroll_run as r', 'r.id', 'l.run_id')
    .select([
      'p.employment_id',
      sql<string>`to_char(l.period_from, 'YYYY-MM')`.as('month'),
      sql<string>`sum(l.amount_ore)`.as('amount'),
    ])
    .where('l.employer_id', '=', input.employerId)
    .where('p.employment_id', 'in', [...input.employmentIds])
    .where('r.status', '=', 'completed')
    .where('l.run_id', '<>', excluded)
    .where('l.code', 'in', PAID_SALARY_CODES)
    .where('l.period_from', '>=', input.alreadyPaidFrom)
    .where('l.period_from', '<=', periodDays(input.period).lastDay)
    .groupBy(['p.employment_id', sql`to_char(l.period_from, 'YYYY-MM')`])
    .execute();

  const history = new Map<string, PayHistory>();
  const entry = (employmentId: string) => {
    let found = history.get(employmentId);
    if (!found) {
      found = {
        ytdGrossOre: 0,
        ytdTaxOre: 0,
        ytdBenefitsOre: 0,
        paidThisMonthOre: 0,
        alreadyPaid: [],
      };
      history.set(employmentId, found);
    }
    return found;
  };
  for (const row of sums) {
    const found = entry(row.employment_id);
    found.ytdGrossOre = Number(row.gross);
    found.ytdTaxOre = Number(row.tax);
    found.ytdBenefitsOre = Number(row.benefits);
    found.paidThisMonthOre = Number(row.this_month);
  }
  for (const row of paid)
    entry(row.employment_id).alreadyPaid.push({ period: row.month, monthlySalaryOre: Number(row.amount) });
  for (const found of history.values()) found.alreadyPaid.sort((a, b) => a.period.localeCompare(b.period));
  return history;
}
