import { type Kysely, sql } from 'kysely';

// Issue 22, personal API tokens (Me.ApiAccess): a token acts for its owner's role at one company with
// the privileges chosen at creation (never more than the role holds when the token is used). Only
// the SHA-256 of the 32 random bytes is kept. The token hangs on the role row, so a revoked role
// takes its tokens with it. Tokens are read from the database on every request (never cached), so a
// revocation counts from the next request in every process.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('api_token')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('identity_id', 'uuid', (col) => col.notNull().references('identity.id').onDelete('cascade'))
    .addColumn('employer_id', 'uuid', (col) => col.notNull().references('employer.id').onDelete('cascade'))
    .addColumn('employer_identity_role_id', 'uuid', (col) =>
      col.notNull().references('employer_identity_role.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    // The first characters of the token, so a list can tell tokens apart without holding them.
    .addColumn('token_prefix', 'text', (col) => col.notNull())
    // [{ id, writeAccess }]
    .addColumn('privileges', 'jsonb', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('last_used_at', 'timestamptz')
    .addColumn('last_used_address', 'text')
    .addColumn('last_used_user_agent', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex('api_token_identity')
    .on('api_token')
    .columns(['identity_id', 'created_at'])
    .execute();
}
