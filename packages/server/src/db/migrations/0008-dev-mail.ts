import { type Kysely, sql } from 'kysely';

// The development outbox: mail that would have been sent when no SMTP_URL is configured.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('dev_mail')
    .addColumn('id', 'bigint', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('to_address', 'text', (col) => col.notNull())
    .addColumn('from_address', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('text_body', 'text', (col) => col.notNull())
    .addColumn('html_body', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}
