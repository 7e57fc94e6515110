import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Days the vacation year end moved to be paid out, with the closing year's last day. */
export type YearEndPayout = { days: number; closingYearEnd: string };

/**
 * The year end's payouts among these events (docs/balances.md *Year end*): the balance event that
 * took the days to pay out off the balance is recorded on the employment's `vacation_year_end`
 * row, so only that event carries a payout, whoever can report balance events. The payroll run
 * that takes the event in pays the days; the event is then paid and no later run sees it.
 */
export async function loadYearEndPayouts(
  db: Kysely<Database>,
  employerId: string,
  eventIds: readonly string[],
): Promise<Map<string, YearEndPayout>> {
  const payouts = new Map<string, YearEndPayout>();
  if (eventIds.length === 0) return payouts;
  const { rows } = await sql<{ event_id: string; days: number; closing_year_end: string }>`
    select v.result->>'payoutEventId' as event_id, (v.result->>'toPayOut')::float8 as days,
      to_char(e.from_date - 1, 'YYYY-MM-DD') as closing_year_end
    from vacation_year_end v
    join event e on e.id::text = v.result->>'payoutEventId' and e.employer_id = v.employer_id
    where v.employer_id = ${employerId}
      and v.result->>'payoutEventId' in (${sql.join(eventIds.map((id) => sql`${id}`))})`.execute(db);
  for (const row of rows)
    if (Number(row.days) > 0)
      payouts.set(row.event_id, { days: Number(row.days), closingYearEnd: row.closing_year_end });
  return payouts;
}
