import { type Kysely, sql } from 'kysely';

// Issue 18: a correction run's line refers to what it corrects (docs/payroll-runs.md *Correction
// runs*): the completed run and payslip of the month the line concerns, and that payslip's line
// when it had one of the kind. Forward only: lines written before stay without a reference.
//
// No foreign keys on purpose: the rows referred to belong to completed runs, which the database
// never lets change or go (0067) except with the whole company; and a key on payslip_line costs a
// check per inserted line and a lookup per deleted payslip on every calculation (docs/payroll-runs.md
// *Benchmark*: the keys already are much of the insert).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('payslip_line')
    .addColumn('corrects_run_id', 'uuid')
    .addColumn('corrects_payslip_id', 'uuid')
    .addColumn('corrects_line_no', 'integer')
    .execute();
  await sql`
    alter table payslip_line add constraint payslip_line_corrects_whole check (
      (corrects_run_id is null) = (corrects_payslip_id is null)
      and (corrects_line_no is null or corrects_payslip_id is not null))`.execute(db);
  // "What corrected this payslip?": the corrections of one payslip, without scanning every line.
  await sql`
    create index payslip_line_corrects on payslip_line (corrects_payslip_id)
    where corrects_payslip_id is not null`.execute(db);
}
