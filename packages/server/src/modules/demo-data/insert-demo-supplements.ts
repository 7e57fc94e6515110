import {
  DEFAULT_SALARY_SUPPLEMENTS,
  type SalarySupplements,
  salarySupplementsSchema,
} from '@lonsam/domain/settings/salary-supplements';
import type { SupplementRate } from '@lonsam/domain/settings/supplement-rates';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { seedSettingsDocument } from '../settings/index.ts';

/** Full-time hours a year over months: M × 12 / (52 × 40) is the monthly salary's hourly wage. */
const HOURS_PER_MONTH = (52 * 40) / 12;

/**
 * The default divisors (M/94 and so on) price overtime and OB of monthly salaries only, so an
 * hourly-paid sample employee's overtime or OB would have no rate and stop the sample payroll.
 * A test company states the same rates as a percentage of the hourly wage instead (M/94 ≈ 184,6 %
 * at 40 h a week), which prices both salary forms.
 */
export const DEMO_SALARY_SUPPLEMENTS: SalarySupplements = (() => {
  const asPercent = (rate: SupplementRate): SupplementRate =>
    rate.method === 'monthly-divisor'
      ? { method: 'hourly-percent', percent: Math.round((HOURS_PER_MONTH / rate.divisor) * 1000) / 10 }
      : rate;
  const convert = <T extends { rates: { rate: SupplementRate }[] }>(item: T): T => ({
    ...item,
    rates: item.rates.map((row) => ({ ...row, rate: asPercent(row.rate) })),
  });
  return {
    ...DEFAULT_SALARY_SUPPLEMENTS,
    overtime: DEFAULT_SALARY_SUPPLEMENTS.overtime.map(convert),
    ob: DEFAULT_SALARY_SUPPLEMENTS.ob.map(convert),
  };
})();

export async function insertDemoSalarySupplements(trx: Kysely<Database>, employerId: string): Promise<void> {
  await seedSettingsDocument(trx, {
    employerId,
    section: 'salary-supplements',
    schema: salarySupplementsSchema,
    value: DEMO_SALARY_SUPPLEMENTS,
  });
}
