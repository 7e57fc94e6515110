import type { Kysely } from 'kysely';

// Issue 21: a completed run's salary voucher, its SIE file and the Lönekostnad report booked each
// payslip on the employment's cost centre and project as they are today, so moving an employee
// changed old runs. The payslip now keeps the objects it was calculated with:
// `{ "cost-centre"?: { code, name }, "project"?: { code, name } }` ({} when the employment had none).
// Null: calculated before this migration; those keep being read from the employment (no backfill,
// as with `result.pension`: docs/reports.md, *Salary voucher*).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('payslip').addColumn('dimensions', 'jsonb').execute();
}
