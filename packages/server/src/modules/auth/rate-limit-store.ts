import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

// Counters live in the database so that every app process behind the load balancer sees them. An
// attempt takes its slot in one statement (INSERT … ON CONFLICT DO UPDATE … WHERE count < limit):
// the conflicting row is locked and the condition evaluated on its newest version, so parallel
// attempts, in one process or several, cannot all read "9 of 10" and all go ahead.
// now() is when a statement began (in a transaction: when the transaction began), so a statement that
// waited for the row lock may see a last_attempt_at later than its own now().

export type Reservation =
  | {
      reserved: true;
      count: number;
      /** The row's last_attempt_at as PostgreSQL wrote it (text keeps the microseconds a Date loses). */
      reservedAt: string;
    }
  | { reserved: false; reason: 'limit' | 'slowed'; retryAfterSeconds: number };

type Counter = { count: number; window_started_at: Date; last_attempt_at: Date; now: Date };

/**
 * Takes one of `limit` slots of the key's window (which opens at its first attempt and lasts
 * `windowMs`), or says when to come back.
 */
export async function reserveAttempt(
  db: Kysely<Database>,
  bucket: string,
  key: string,
  { limit, windowMs }: { limit: number; windowMs: number },
): Promise<Reservation> {
  const result = await sql<{ count: number; reserved_at: string }>`
    insert into attempt_counter as c (bucket, key, window_started_at, count, last_attempt_at)
    values (${bucket}, ${key}, now(), 1, now())
    on conflict (bucket, key) do update set
      window_started_at = case when ${isExpired(windowMs)} then now() else c.window_started_at end,
      count = case when ${isExpired(windowMs)} then 1 else c.count + 1 end,
      last_attempt_at = greatest(c.last_attempt_at, now())
    where ${isExpired(windowMs)} or c.count < ${limit}::int
    returning c.count, c.last_attempt_at::text as reserved_at`.execute(db);
  const row = result.rows[0];
  if (row) return { reserved: true, count: row.count, reservedAt: row.reserved_at };

  const counter = await readCounter(db, bucket, key);
  // Gone or renewed in between: a retry would likely pass.
  if (!counter) return { reserved: false, reason: 'limit', retryAfterSeconds: 1 };
  const windowEnd = counter.window_started_at.getTime() + windowMs;
  return {
    reserved: false,
    reason: 'limit',
    retryAfterSeconds: toRetryAfter(windowEnd - counter.now.getTime()),
  };
}

function isExpired(windowMs: number) {
  return sql<boolean>`c.window_started_at <= now() - make_interval(secs => ${windowMs / 1000}::float8)`;
}

/**
 * Spacing of a key's attempts once it has failed often: with `count` attempts in the window, the next
 * one is allowed `spacingSeconds(count)` after the last. 0 below the threshold, then 1 s, 2, 4, … up
 * to the cap. The same rule in SQL is `spacingSql`.
 */
export type Spacing = { threshold: number; capSeconds: number };

export function spacingSeconds({ threshold, capSeconds }: Spacing, count: number): number {
  // 2^30 s is past any cap; the exponent is bounded so that a long attack cannot overflow float8.
  return count < threshold ? 0 : Math.min(capSeconds, 2 ** Math.min(count - threshold, 30));
}

function spacingSql({ threshold, capSeconds }: Spacing, count: RawBuilder<number>) {
  return sql<number>`case when ${count} < ${threshold}::int then 0::float8
    else least(${capSeconds}::float8, power(2::float8, least(${count} - ${threshold}::int, 30))) end`;
}

/**
 * Takes the key's next attempt, one statement: the "next attempt allowed at" is the last attempt plus
 * the spacing of the key's count, and the update only happens when that time has come (the row lock
 * makes parallel attempts find it one after the other: the first takes it, the rest are refused
 * until the new, longer spacing has passed). `exempt` attempts are not held up while the count minus
 * `exempt` is below the threshold (login: the caller's own earlier failures, which its own limit
 * counts). There is no limit on the count: the spacing is the limit. The window slides: every
 * attempt restarts it, so the count falls back to 0 only after a whole window without attempts (a
 * guesser who keeps going stays at the cap instead of starting afresh every window).
 */
export async function reserveSpacedAttempt(
  db: Kysely<Database>,
  bucket: string,
  key: string,
  { windowMs, spacing, exempt = 0 }: { windowMs: number; spacing: Spacing; exempt?: number },
): Promise<Reservation> {
  const result = await sql<{ count: number; reserved_at: string }>`
    insert into attempt_counter as c (bucket, key, window_started_at, count, last_attempt_at)
    values (${bucket}, ${key}, now(), 1, now())
    on conflict (bucket, key) do update set
      window_started_at = greatest(c.window_started_at, now()),
      count = case when ${isExpired(windowMs)} then 1 else c.count + 1 end,
      last_attempt_at = greatest(c.last_attempt_at, now())
    where ${isExpired(windowMs)}
      or c.count - ${exempt}::int < ${spacing.threshold}::int
      or c.last_attempt_at + make_interval(secs => ${spacingSql(spacing, sql<number>`c.count`)}) <= now()
    returning c.count, c.last_attempt_at::text as reserved_at`.execute(db);
  const row = result.rows[0];
  if (row) return { reserved: true, count: row.count, reservedAt: row.reserved_at };

  const counter = await readCounter(db, bucket, key);
  if (!counter) return { reserved: false, reason: 'slowed', retryAfterSeconds: 1 };
  const allowedAt = counter.last_attempt_at.getTime() + spacingSeconds(spacing, counter.count) * 1000;
  return {
    reserved: false,
    reason: 'slowed',
    retryAfterSeconds: toRetryAfter(allowedAt - counter.now.getTime()),
  };
}

function toRetryAfter(milliseconds: number): number {
  return Math.max(1, Math.ceil(milliseconds / 1000));
}

// clock_timestamp(), not now(): in a transaction now() is when it began, and a row written by one that
// began later would make Retry-After longer than the window.
async function readCounter(db: Kysely<Database>, bucket: string, key: string): Promise<Counter | undefined> {
  const result = await sql<Counter>`
    select count, window_started_at, last_attempt_at, clock_timestamp() as now
    from attempt_counter where bucket = ${bucket} and key = ${key}`.execute(db);
  return result.rows[0];
}

/** Gives a reserved slot back, for an attempt that should not count (it succeeded, or the server failed). */
export async function releaseAttempt(db: Kysely<Database>, bucket: string, key: string): Promise<void> {
  await db
    .updateTable('attempt_counter')
    .set((eb) => ({ count: eb('count', '-', 1) }))
    .where('bucket', '=', bucket)
    .where('key', '=', key)
    .where('count', '>', 0)
    .execute();
}

/**
 * Gives back an attempt taken by `reserveSpacedAttempt`. When nobody has taken the key since, its
 * last attempt moves back by the cap too, so that the next attempt is allowed at once again.
 */
export async function releaseSpacedAttempt(
  db: Kysely<Database>,
  bucket: string,
  key: string,
  { reservedAt, spacing }: { reservedAt: string; spacing: Spacing },
): Promise<void> {
  await sql`
    update attempt_counter set
      count = count - 1,
      last_attempt_at = case when last_attempt_at = ${reservedAt}::timestamptz
        then last_attempt_at - make_interval(secs => ${spacing.capSeconds}::float8)
        else last_attempt_at end
    where bucket = ${bucket} and key = ${key} and count > 0`.execute(db);
}

export async function clearAttempts(db: Kysely<Database>, bucket: string, key: string): Promise<void> {
  await db.deleteFrom('attempt_counter').where('bucket', '=', bucket).where('key', '=', key).execute();
}

/** Drops counters whose window began more than a day ago (longer than any window we use). */
export async function pruneAttemptCounters(db: Kysely<Database>): Promise<void> {
  await sql`delete from attempt_counter where window_started_at < now() - interval '1 day'`.execute(db);
}
