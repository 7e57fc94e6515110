import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

// Counters live in the database so that every app process behind the load balancer sees them. An
// attempt takes its slot in one statement (INSERT … ON CONFLICT DO UPDATE … WHERE count < limit):
// the conflicting row is locked and the condition evaluated on its newest version, so parallel
// attempts, in one process or several, cannot all read "9 of 10" and all go ahead.
// now() is when a statement began, so a statement that waited for the row lock may see a
// last_attempt_at later than its own now(): the back-off is compared only when there is one.

/** Slows repeated attempts of one key when the same secret fails elsewhere (login: other addresses). */
export type BackOff = {
  /** Failures counted elsewhere; those of this key are subtracted (they are its `count`). */
  failuresElsewhere: number;
  /** From this many failures elsewhere on, the key's next attempt waits 1 s, then 2, 4, … */
  threshold: number;
  capSeconds: number;
};

export type Reservation =
  | { reserved: true; count: number }
  | { reserved: false; reason: 'limit' | 'back-off'; retryAfterSeconds: number };

type Counter = { count: number; window_started_at: Date; last_attempt_at: Date; now: Date };

/** Seconds a key must leave between its attempts after `failuresElsewhere` failures of others. */
export function backOffSeconds(backOff: BackOff | undefined, ownCount: number): number {
  if (!backOff) return 0;
  const excess = backOff.failuresElsewhere - ownCount - backOff.threshold;
  return excess < 0 ? 0 : Math.min(backOff.capSeconds, 2 ** excess);
}

/**
 * Takes one of `limit` slots of the key's window (which opens at its first attempt and lasts
 * `windowMs`), or says when to come back. With `backOff` a key that has tried before in the window
 * must also wait the back-off since its last attempt.
 */
export async function reserveAttempt(
  db: Kysely<Database>,
  bucket: string,
  key: string,
  { limit, windowMs, backOff }: { limit: number; windowMs: number; backOff?: BackOff },
): Promise<Reservation> {
  const windowSeconds = windowMs / 1000;
  const expired = sql<boolean>`c.window_started_at <= now() - make_interval(secs => ${windowSeconds}::float8)`;
  const gap = backOff
    ? sql`case when ${backOff.failuresElsewhere}::int - c.count >= ${backOff.threshold}::int
        then least(${backOff.capSeconds}::float8, power(2, ${backOff.failuresElsewhere}::int - c.count - ${backOff.threshold}::int))
        else 0 end`
    : sql`0`;
  const result = await sql<{ count: number }>`
    insert into attempt_counter as c (bucket, key, window_started_at, count, last_attempt_at)
    values (${bucket}, ${key}, now(), 1, now())
    on conflict (bucket, key) do update set
      window_started_at = case when ${expired} then now() else c.window_started_at end,
      count = case when ${expired} then 1 else c.count + 1 end,
      last_attempt_at = greatest(c.last_attempt_at, now())
    where ${expired}
      or (c.count < ${limit}::int and (${gap} = 0 or c.last_attempt_at <= now() - make_interval(secs => ${gap})))
    returning c.count`.execute(db);
  const row = result.rows[0];
  if (row) return { reserved: true, count: row.count };

  const counter = await readCounter(db, bucket, key);
  // Gone or renewed in between: a retry would likely pass.
  if (!counter) return { reserved: false, reason: 'limit', retryAfterSeconds: 1 };
  const now = counter.now.getTime();
  if (counter.count >= limit) {
    const windowEnd = counter.window_started_at.getTime() + windowMs;
    return { reserved: false, reason: 'limit', retryAfterSeconds: toRetryAfter(windowEnd - now) };
  }
  const waitUntil = counter.last_attempt_at.getTime() + backOffSeconds(backOff, counter.count) * 1000;
  return { reserved: false, reason: 'back-off', retryAfterSeconds: toRetryAfter(waitUntil - now) };
}

function toRetryAfter(milliseconds: number): number {
  return Math.max(1, Math.ceil(milliseconds / 1000));
}

async function readCounter(db: Kysely<Database>, bucket: string, key: string): Promise<Counter | undefined> {
  const result = await sql<Counter>`
    select count, window_started_at, last_attempt_at, now() as now
    from attempt_counter where bucket = ${bucket} and key = ${key}`.execute(db);
  return result.rows[0];
}

/** Counts an attempt without a limit (e.g. a failure that only slows others down). */
export async function countAttempt(
  db: Kysely<Database>,
  bucket: string,
  key: string,
  windowMs: number,
): Promise<void> {
  await reserveAttempt(db, bucket, key, { limit: 2_147_483_647, windowMs });
}

/** Attempts of the key in its current window (0 once the window has passed). */
export async function readAttemptCount(
  db: Kysely<Database>,
  bucket: string,
  key: string,
  windowMs: number,
): Promise<number> {
  const counter = await readCounter(db, bucket, key);
  if (!counter) return 0;
  const isCurrent = counter.now.getTime() < counter.window_started_at.getTime() + windowMs;
  return isCurrent ? counter.count : 0;
}

/** Gives a reserved slot back, for an attempt that should not count (it succeeded). */
export async function releaseAttempt(db: Kysely<Database>, bucket: string, key: string): Promise<void> {
  await db
    .updateTable('attempt_counter')
    .set((eb) => ({ count: eb('count', '-', 1) }))
    .where('bucket', '=', bucket)
    .where('key', '=', key)
    .where('count', '>', 0)
    .execute();
}

export async function clearAttempts(db: Kysely<Database>, bucket: string, key: string): Promise<void> {
  await db.deleteFrom('attempt_counter').where('bucket', '=', bucket).where('key', '=', key).execute();
}

/** Drops counters whose window began more than a day ago (longer than any window we use). */
export async function pruneAttemptCounters(db: Kysely<Database>): Promise<void> {
  await sql`delete from attempt_counter where window_started_at < now() - interval '1 day'`.execute(db);
}
