import { type Kysely, sql } from 'kysely';

// The operator area (issue 8): tenant managers and the identities that operate them. Who may
// enter is not shown in the spec; only identities listed here get into /tenant-manager/{id}.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('tenant_manager')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('tenant_manager_operator')
    .addColumn('tenant_manager_id', 'uuid', (col) =>
      col.notNull().references('tenant_manager.id').onDelete('cascade'),
    )
    .addColumn('identity_id', 'uuid', (col) => col.notNull().references('identity.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('tenant_manager_operator_pk', ['tenant_manager_id', 'identity_id'])
    .execute();
  // The access check of every tenant-manager call and /api/entry look operators up by identity.
  await db.schema
    .createIndex('tenant_manager_operator_identity')
    .on('tenant_manager_operator')
    .column('identity_id')
    .execute();

  // The audit listing reads the newest packaging and activation events first.
  await db.schema
    .createIndex('audit_event_entity_type_time')
    .on('audit_event')
    .columns(['entity_type', 'occurred_at'])
    .execute();
}
