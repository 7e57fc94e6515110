import { type Kysely, sql } from 'kysely';

// A minimal employee register, enough for the sample data of test companies. Issue 10 (employees
// and employments) extends it through its own migrations.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('employee')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('employer_id', 'uuid', (col) => col.notNull().references('employer.id').onDelete('cascade'))
    .addColumn('first_name', 'text', (col) => col.notNull())
    .addColumn('last_name', 'text', (col) => col.notNull())
    .addColumn('personnummer', 'text', (col) => col.notNull())
    .addColumn('email', 'text')
    .addColumn('street_address', 'text')
    .addColumn('postal_code', 'text')
    .addColumn('city', 'text')
    .addColumn('clearing_number', 'text')
    .addColumn('account_number', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('employee_employer_personnummer', ['employer_id', 'personnummer'])
    .execute();
}
