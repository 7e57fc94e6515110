import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Days the vacation year end moved to be paid out, with the closing year's last day. */
export type YearEndPayout = { days: number; closingYearEnd: string };

export type YearEndPayouts = {
  /** By the event carrying the payout now: the payroll run that takes it in pays the days. */
  payouts: Map<string, YearEndPayout>;
  /** Older versions of a carrier whose newest version this run does not take in: they wait for it. */
  waiting: Set<string>;
};

type VersionRow = {
  carrier_id: string;
  id: string;
  corrects_event_id: string | null;
  state: string;
  change: number | null;
  days: number;
  closing_year_end: string;
  reported_at: Date | string;
};

/**
 * The year end's payouts among these events (docs/balances.md *Year end*): the balance event that
 * took the days to pay out off the balance is recorded on the employment's `vacation_year_end`
 * row, so only that event carries a payout, whoever can report balance events. The payroll run
 * that takes the event in pays the days; the event is then paid and no later run sees it.
 *
 * A correction of the carrier before it is paid (an attested `vacation-days` event naming it in
 * `correctsEventId`, and so on down the chain) is its new version: the payout goes with the newest
 * version, its days the days it takes off (`-change`), and the older versions pay nothing (the run
 * taking the newest in takes them in too; one it does not take in holds them back, `waiting`).
 * Once a version of the chain is paid, the chain pays nothing more.
 */
export async function loadYearEndPayouts(
  db: Kysely<Database>,
  employerId: string,
  eventIds: readonly string[],
): Promise<YearEndPayouts> {
  const payouts = new Map<string, YearEndPayout>();
  const waiting = new Set<string>();
  if (eventIds.length === 0) return { payouts, waiting };
  const ids = sql.join(eventIds.map((id) => sql`${id}`));
  const { rows } = await sql<VersionRow>`
    with recursive versions as (
      select v.result->>'payoutEventId' as carrier_id, e.id, e.corrects_event_id, e.state, e.payload,
        e.reported_at, (v.result->>'toPayOut')::float8 as days,
        to_char(e.from_date - 1, 'YYYY-MM-DD') as closing_year_end
      from vacation_year_end v
      join event e on e.id::text = v.result->>'payoutEventId' and e.employer_id = v.employer_id
      where v.employer_id = ${employerId}
        and v.employment_id in (select employment_id from event where employer_id = ${employerId} and id in (${ids}))
      union all
      select versions.carrier_id, n.id, n.corrects_event_id, n.state, n.payload, n.reported_at,
        versions.days, versions.closing_year_end
      from versions
      join event n on n.corrects_event_id = versions.id
      where n.employer_id = ${employerId} and n.kind = 'balance'
        and n.payload->>'balance' = 'vacation-days' and n.state in ('attested', 'paid')
    )
    select carrier_id, id, corrects_event_id, state, (payload->>'change')::float8 as change, days,
      closing_year_end, reported_at
    from versions`.execute(db);
  const inRun = new Set(eventIds);
  const chains = new Map<string, VersionRow[]>();
  for (const row of rows) chains.set(row.carrier_id, [...(chains.get(row.carrier_id) ?? []), row]);
  for (const [carrierId, versions] of chains) {
    if (versions.some((version) => version.state === 'paid')) continue;
    const corrected = new Set(versions.map((version) => version.corrects_event_id));
    // The newest version: one no other corrects (the last reported if the chain forked).
    const latest = versions
      .filter((version) => !corrected.has(version.id))
      .sort((a, b) => new Date(a.reported_at).getTime() - new Date(b.reported_at).getTime())
      .at(-1);
    if (!latest) continue;
    if (!inRun.has(latest.id)) {
      for (const version of versions) if (inRun.has(version.id)) waiting.add(version.id);
      continue;
    }
    const days = latest.id === carrierId ? Number(latest.days) : Math.max(0, -Number(latest.change ?? 0));
    if (days > 0) payouts.set(latest.id, { days, closingYearEnd: latest.closing_year_end });
  }
  return { payouts, waiting };
}
