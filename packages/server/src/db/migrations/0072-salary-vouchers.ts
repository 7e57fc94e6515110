import { type Kysely, sql } from 'kysely';

// Issue 21: the number each completed run's salary voucher got in its series, given at the first
// SIE export and kept, so a voucher keeps its number in every later file and a number is never
// handed out twice in a series (docs/reports.md).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('salary_voucher')
    .addColumn('employer_id', 'uuid', (col) => col.notNull().references('employer.id').onDelete('cascade'))
    .addColumn('run_id', 'uuid', (col) => col.primaryKey().references('payroll_run.id').onDelete('cascade'))
    .addColumn('series', 'text', (col) => col.notNull())
    .addColumn('number', 'integer', (col) => col.notNull().check(sql`number between 1 and 999999999`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('salary_voucher_number', ['employer_id', 'series', 'number'])
    .execute();
}
