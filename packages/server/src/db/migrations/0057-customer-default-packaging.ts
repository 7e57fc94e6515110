import { type Kysely, sql } from 'kysely';

// A customer may name the packaging a new company of theirs normally gets; the add-company form
// preselects it. It is a flag on the billing option rather than a column on the customer, so a
// default is always one the customer may buy, and at most one per customer.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('customer_packaging')
    .addColumn('is_default', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute();
  await db.schema
    .createIndex('customer_packaging_one_default')
    .on('customer_packaging')
    .column('customer_id')
    .unique()
    .where(sql.ref('is_default'), '=', true)
    .execute();
}
