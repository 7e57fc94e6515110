import { type Kysely, sql } from 'kysely';

// Issue 20: the vacation year-end job (docs/balances.md *Year end*). `vacation_year_end_run` is the
// company's latest start of a year end (its job, for the status); `vacation_year_end` records that
// an employment's year end for a year is done, written in the same transaction as its balance
// events, so a rerun skips it and writes nothing.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('vacation_year_end_run')
    .addColumn('employer_id', 'uuid', (col) => col.notNull().references('employer.id').onDelete('cascade'))
    .addColumn('year', 'integer', (col) => col.notNull().check(sql`year between 2000 and 2999`))
    .addColumn('job_id', 'text', (col) => col.notNull())
    .addColumn('started_by_identity_id', 'uuid')
    .addColumn('started_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('vacation_year_end_run_pkey', ['employer_id', 'year'])
    .execute();
  await db.schema
    .createTable('vacation_year_end')
    .addColumn('employer_id', 'uuid', (col) => col.notNull().references('employer.id').onDelete('cascade'))
    .addColumn('employment_id', 'uuid', (col) =>
      col.notNull().references('employment.id').onDelete('cascade'),
    )
    .addColumn('year', 'integer', (col) => col.notNull())
    .addColumn('result', 'jsonb', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('vacation_year_end_pkey', ['employment_id', 'year'])
    .execute();
  await db.schema
    .createIndex('vacation_year_end_employer_year')
    .on('vacation_year_end')
    .columns(['employer_id', 'year'])
    .execute();
}
