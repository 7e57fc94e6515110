import { type Kysely, sql } from 'kysely';

// Who changed what and when, written in the same transaction as the change.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('audit_event')
    .addColumn('id', 'bigint', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('occurred_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    // Null when nobody was signed in (sign-up, password reset) or the system acted.
    .addColumn('actor_identity_id', 'uuid')
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('entity_type', 'text', (col) => col.notNull())
    .addColumn('entity_id', 'text', (col) => col.notNull())
    .addColumn('before', 'jsonb')
    .addColumn('after', 'jsonb')
    .addColumn('request_id', 'text')
    .execute();
  await db.schema
    .createIndex('audit_event_entity')
    .on('audit_event')
    .columns(['entity_type', 'entity_id'])
    .execute();
}
