import { type Kysely, sql } from 'kysely';

// Server-side sessions. The id is the SHA-256 of the cookie value: a leaked table opens no session.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('session')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('identity_id', 'uuid', (col) => col.notNull().references('identity.id').onDelete('cascade'))
    .addColumn('csrf_token', 'text', (col) => col.notNull())
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('last_seen_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    // The absolute expiry; the idle expiry follows from last_seen_at.
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('session_identity_id').on('session').column('identity_id').execute();
  await db.schema.createIndex('session_expires_at').on('session').column('expires_at').execute();
}
