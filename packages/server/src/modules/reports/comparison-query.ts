import type { ComparisonResponse } from '@lonsam/domain/contracts/reports/comparison-shapes';
import { buildTwelveMonthComparison } from '@lonsam/domain/reports/twelve-month-comparison';
import { type Kysely, sql } from 'kysely';
import type { EmployerScope } from '../../access/employer-scope.ts';
import type { Database } from '../../db/schema.ts';
import { completedPayslips, headcountByMonth, twelveMonths } from './report-queries.ts';

const payMonth = sql<string>`to_char(payslip.pay_date, 'YYYY-MM')`;

/** The month twelve months before `to` (2026-03 → 2025-03). */
function yearBefore(to: string): string {
  const [year, month] = to.split('-') as [string, string];
  return `${String(Number(year) - 1).padStart(4, '0')}-${month}`;
}

/**
 * Analys' 12-month comparisons: the cost as Lönekostnad counts it and the headcount and absence
 * as Personalstatistik counts them, over the 24 months ending at `to`, with the caller's scope
 * (a manager: the employments they manage), compared by the domain.
 */
export async function twelveMonthComparison(
  db: Kysely<Database>,
  scope: EmployerScope,
  to: string,
): Promise<ComparisonResponse> {
  const previousTo = yearBefore(to);
  const months = [...twelveMonths(previousTo), ...twelveMonths(to)];
  const costRows = await completedPayslips(db, scope)
    .select([
      payMonth.as('period'),
      sql<string>`sum(payslip.gross_ore + payslip.tax_free_ore + payslip.employer_contributions_ore)`.as(
        'total_ore',
      ),
    ])
    .where(payMonth, '>=', months[0]!)
    .where(payMonth, '<=', months[23]!)
    .groupBy(payMonth)
    .execute();
  const cost = new Map(costRows.map((row) => [row.period, Number(row.total_ore)]));
  // The same counting as the headcount report, one 12-month span at a time.
  const staffing = [
    ...(await headcountByMonth(db, scope, previousTo)).months,
    ...(await headcountByMonth(db, scope, to)).months,
  ];
  const figures = staffing.map((month) => ({
    period: month.period,
    costOre: cost.get(month.period) ?? 0,
    headcount: month.headcount,
    workdays: month.workdays,
    absenceDays: Object.values(month.absenceDays).reduce((sum, days) => sum + days, 0),
  }));
  return { to, metrics: buildTwelveMonthComparison(figures) };
}
