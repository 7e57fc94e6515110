import type { Kysely } from 'kysely';

// Issue 18: a test company's payroll history is made by a background job after the company exists
// (docs/payroll-runs.md, *Sample data*). The company keeps the job's id, so its payroll page can show
// the history's progress to every admin, not only to the creator who owns the job. Null: no history
// job (a real company, a test company without months back, or one made before this migration).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('employer').addColumn('demo_history_job_id', 'text').execute();
}
