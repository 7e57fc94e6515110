import type { CostResponse } from '@lonsam/domain/contracts/reports/report-shapes';
import { costBySalaryTypeGroup } from '@lonsam/domain/reports/salary-type-groups';
import type { SalaryTypeEffect } from '@lonsam/domain/salary-types/salary-type-enums';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { completedPayslips } from './report-queries.ts';

// Only these effects are cost (the gross and the tax-free pay); the domain groups them.
const COST_EFFECTS = ['adds-to-gross', 'reduces-gross', 'adds-to-net'];

/**
 * Lönekostnad per month and salary-type group: the stored payslip's lines (the result the voucher
 * is built from too) summed per month, code and effect in the database, grouped by the domain;
 * the contributions are the rows' (the same payslips, so the groups add up to the rows).
 */
export async function costGroups(
  db: Kysely<Database>,
  /** The scope's completed payslips, with the cost-centre filter if any. */
  payslips: ReturnType<typeof completedPayslips>,
  months: readonly string[],
  rows: CostResponse['rows'],
): Promise<NonNullable<CostResponse['groups']>> {
  const lines = payslips
    .select([
      sql<string>`to_char(payslip.pay_date, 'YYYY-MM')`.as('period'),
      sql<unknown>`jsonb_array_elements(payslip.result -> 'lines')`.as('line'),
    ])
    .where(sql<string>`to_char(payslip.pay_date, 'YYYY-MM')`, '>=', months[0]!)
    .where(sql<string>`to_char(payslip.pay_date, 'YYYY-MM')`, '<=', months.at(-1)!)
    .as('l');
  const sums = await db
    .selectFrom(lines)
    .select([
      'l.period',
      sql<string>`l.line ->> 'code'`.as('code'),
      sql<string>`l.line ->> 'effect'`.as('effect'),
      sql<string>`sum((l.line ->> 'amountOre')::bigint)`.as('amount_ore'),
    ])
    .where(sql<string>`l.line ->> 'effect'`, 'in', COST_EFFECTS)
    .groupBy(['l.period', sql`l.line ->> 'code'`, sql`l.line ->> 'effect'`])
    .execute();
  const contributions = new Map<string, number>();
  for (const row of rows) {
    contributions.set(row.period, (contributions.get(row.period) ?? 0) + row.contributionsOre);
  }
  return costBySalaryTypeGroup(
    sums.map((row) => ({
      period: row.period,
      code: row.code,
      effect: row.effect as SalaryTypeEffect,
      amountOre: Number(row.amount_ore),
    })),
    [...contributions].map(([period, contributionsOre]) => ({ period, contributionsOre })),
  );
}
