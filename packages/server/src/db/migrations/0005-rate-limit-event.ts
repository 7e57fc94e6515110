import { type Kysely, sql } from 'kysely';

// Counted events for rate limits (e.g. failed logins per email and per address). In the database,
// never in process memory, so that every app process sees the same counts.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('rate_limit_event')
    .addColumn('id', 'bigint', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('bucket', 'text', (col) => col.notNull())
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('occurred_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('rate_limit_event_lookup')
    .on('rate_limit_event')
    .columns(['bucket', 'key', 'occurred_at'])
    .execute();
}
