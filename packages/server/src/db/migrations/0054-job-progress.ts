import { type Kysely, sql } from 'kysely';

// Background jobs (src/jobs/): the queue itself is pg-boss's, in a schema of its own that pg-boss
// creates and upgrades. Here: who started a job (only they may read its status) and how far it is.
// pg-boss has no progress of its own, and its finished jobs are deleted after their retention, while
// the owner may still ask.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('job_progress')
    .addColumn('job_id', 'uuid', (col) => col.primaryKey())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('owner_identity_id', 'uuid', (col) => col.references('identity.id').onDelete('cascade'))
    .addColumn('percent', 'smallint', (col) =>
      col.notNull().defaultTo(0).check(sql`percent between 0 and 100`),
    )
    .addColumn('message', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('job_progress_created_at').on('job_progress').column('created_at').execute();
}
