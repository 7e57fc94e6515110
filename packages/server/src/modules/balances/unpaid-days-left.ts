import type { BalanceChange } from '@lonsam/domain/contracts/balances/balance-shapes';
import { findVacationYear } from '@lonsam/domain/settings/vacation-rules';
import type { VacationSettings } from '@lonsam/domain/settings/vacation-settings';
import { findLeaveDays } from '@lonsam/domain/vacation/vacation-earning';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { readVacationSettings } from '../calendar-settings/index.ts';
import { newYearStartOf } from './vacation-year-end.ts';

const hundredths = (value: number) => Math.round(value * 100);

/**
 * The unpaid leave days left in the vacation year of `date` (semesterlagen 4 §: the paid days the
 * earning year gave, filled up with unpaid days to the group's days — five after a start after
 * 31 August): the days the year end that opened this vacation year found paid, less the unpaid
 * vacation days taken in the year. Null until that year end has run (before it, the year's paid
 * days are not known), when it found no earning year over, or for a year end stored before it kept
 * the paid days (29 Nov 2026).
 */
export async function findUnpaidDaysLeft(
  db: Kysely<Database>,
  input: {
    employerId: string;
    employment: { id: string; start_date: string; end_date: string | null };
    date: string;
    /** The ledger's vacation changes, whatever the caller may show of them. */
    changes: readonly BalanceChange[];
  },
): Promise<number | null> {
  const settings = (await readVacationSettings(db, input.employerId)) as VacationSettings;
  const { vacationYear } = findVacationYear(input.date, settings);
  const yearEnds = await db
    .selectFrom('vacation_year_end')
    .select(['year', 'result'])
    .where('employment_id', '=', input.employment.id)
    .execute();
  const opening = yearEnds.find((row) => newYearStartOf(settings, row.year) === vacationYear.from);
  const result = (typeof opening?.result === 'string' ? JSON.parse(opening.result) : opening?.result) as
    | { paidDaysEarned?: number }
    | undefined;
  if (result?.paidDaysEarned === undefined) return null;
  const group = settings.groups.find((candidate) => candidate.isDefault) ?? settings.groups[0]!;
  const { unpaidDays } = findLeaveDays({
    vacationYear,
    employment: { startDate: input.employment.start_date, endDate: input.employment.end_date },
    paidDays: result.paidDaysEarned,
    paidDaysPerYear: group.paidDaysPerYear,
  });
  const taken = input.changes
    .filter(
      (change) =>
        change.part === 'unpaid' && change.date >= vacationYear.from && change.date <= vacationYear.to,
    )
    .reduce((sum, change) => sum + hundredths(change.amount), 0);
  return Math.max(0, hundredths(unpaidDays) - taken) / 100;
}
