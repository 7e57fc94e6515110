import type { Kysely } from 'kysely';

// Guess limits (failed logins, sign-up starts) as one counter row per bucket and key, so that an
// attempt reserves its slot with a single INSERT … ON CONFLICT DO UPDATE … WHERE count < limit:
// the row lock makes parallel requests, in one process or several, take the slots one at a time.
// rate_limit_event (0005) was counted and then inserted into, and parallel requests all passed the
// count; it is no longer written.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('attempt_counter')
    .addColumn('bucket', 'text', (col) => col.notNull())
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('window_started_at', 'timestamptz', (col) => col.notNull())
    .addColumn('count', 'integer', (col) => col.notNull())
    .addColumn('last_attempt_at', 'timestamptz', (col) => col.notNull())
    .addPrimaryKeyConstraint('attempt_counter_pkey', ['bucket', 'key'])
    .execute();
  await db.schema
    .createIndex('attempt_counter_window')
    .on('attempt_counter')
    .column('window_started_at')
    .execute();
}
