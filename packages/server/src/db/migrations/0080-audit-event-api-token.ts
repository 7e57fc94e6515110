import type { Kysely } from 'kysely';

// Issue 22: a change made with a personal API token is audited under its owner and request id; the
// audit now also says which token. Null for a change made in a session (or by nobody signed in).
// No foreign key: the audit keeps the id after the token (cascaded with its owner or company) is gone.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('audit_event').addColumn('api_token_id', 'uuid').execute();
}
