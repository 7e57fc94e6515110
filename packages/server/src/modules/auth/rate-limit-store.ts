import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

// Counters live in the database so that every app process behind the load balancer sees them.

export async function countRecentEvents(
  db: Kysely<Database>,
  bucket: string,
  key: string,
  windowMs: number,
  now: Date = new Date(),
): Promise<number> {
  const row = await db
    .selectFrom('rate_limit_event')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('bucket', '=', bucket)
    .where('key', '=', key)
    .where('occurred_at', '>', new Date(now.getTime() - windowMs))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function recordEvent(
  db: Kysely<Database>,
  bucket: string,
  key: string,
  now: Date = new Date(),
): Promise<void> {
  await db.insertInto('rate_limit_event').values({ bucket, key, occurred_at: now }).execute();
}

export async function clearEvents(db: Kysely<Database>, bucket: string, key: string): Promise<void> {
  await db.deleteFrom('rate_limit_event').where('bucket', '=', bucket).where('key', '=', key).execute();
}

/** Drops events older than any window we use (a day), so the table stays small. */
export async function pruneEvents(db: Kysely<Database>, now: Date = new Date()): Promise<void> {
  await db
    .deleteFrom('rate_limit_event')
    .where('occurred_at', '<', new Date(now.getTime() - 86_400_000))
    .execute();
}
