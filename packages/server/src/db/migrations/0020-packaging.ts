import { type Kysely, sql } from 'kysely';

// What can be sold: the system privileges (synced from the domain catalogue at start-up), the
// packagings (feature bundles) with their per-role privilege settings, and the customers who may
// buy which packaging (billing options). The tenant-manager area (issue 8) edits these.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('privilege')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('value_stream', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    // The system entry: whether the privilege supports the role at all.
    .addColumn('enabled_user', 'boolean', (col) => col.notNull())
    .addColumn('enabled_manager', 'boolean', (col) => col.notNull())
    .addColumn('enabled_admin', 'boolean', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('packaging')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('name', 'text', (col) => col.notNull().unique())
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('packaging_privilege')
    .addColumn('packaging_id', 'uuid', (col) => col.notNull().references('packaging.id').onDelete('cascade'))
    .addColumn('privilege_id', 'text', (col) => col.notNull().references('privilege.id'))
    .addColumn('available_user', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('available_manager', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('available_admin', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('enabled_user', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('enabled_manager', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('enabled_admin', 'boolean', (col) => col.notNull().defaultTo(false))
    // Null: never activated for that role.
    .addColumn('activated_user_at', 'timestamptz')
    .addColumn('activated_manager_at', 'timestamptz')
    .addColumn('activated_admin_at', 'timestamptz')
    .addPrimaryKeyConstraint('packaging_privilege_pk', ['packaging_id', 'privilege_id'])
    .execute();

  await db.schema
    .createTable('customer')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('name', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('customer_packaging')
    .addColumn('customer_id', 'uuid', (col) => col.notNull().references('customer.id').onDelete('cascade'))
    .addColumn('packaging_id', 'uuid', (col) => col.notNull().references('packaging.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('customer_packaging_pk', ['customer_id', 'packaging_id'])
    .execute();
}
