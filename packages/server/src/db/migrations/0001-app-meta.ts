import { type Kysely, sql } from 'kysely';

// One row per installation: a stable id for support and logs, and when the database was created.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('app_meta')
    .addColumn('id', 'integer', (col) => col.primaryKey().defaultTo(1).check(sql`id = 1`))
    .addColumn('installation_id', 'uuid', (col) => col.notNull().defaultTo(sql`gen_random_uuid()`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.insertInto('app_meta').defaultValues().execute();
}
