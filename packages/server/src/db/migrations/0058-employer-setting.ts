import { type Kysely, sql } from 'kysely';

// Company settings (issue 16, docs/settings.md): one JSON document per employer and section, with a
// version for optimistic concurrency. A document rather than columns per setting, so a section can
// grow fields without a migration (reads fill missing keys from the section's defaults).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('employer_setting')
    .addColumn('employer_id', 'uuid', (col) => col.notNull().references('employer.id').onDelete('cascade'))
    .addColumn('section', 'text', (col) => col.notNull())
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('value', 'jsonb', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_by', 'uuid', (col) => col.references('identity.id').onDelete('set null'))
    .addPrimaryKeyConstraint('employer_setting_pkey', ['employer_id', 'section'])
    .execute();
}
