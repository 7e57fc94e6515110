import { type Kysely, sql } from 'kysely';

// Password resets: an emailed link (activation token) reveals a 6-digit code, which the user types
// where the reset began. Only hashes of the token and the code are kept.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('password_reset')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('identity_id', 'uuid', (col) => col.notNull().references('identity.id').onDelete('cascade'))
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('code_hash', 'text')
    .addColumn('failed_attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('link_expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('code_expires_at', 'timestamptz')
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('password_reset_email').on('password_reset').column('email').execute();
}
