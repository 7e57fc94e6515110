import { type Kysely, sql } from 'kysely';

// Issue 18: a payslip line carried a key per column (its payslip, run and company) and a payslip
// one each for its company and run, so nothing stopped a line from naming another run or company
// than its payslip's, or a payslip another company than its run's: queries that filter lines by
// company would then show one company's pay to another. A line's run and company are its payslip's,
// and a payslip's company is its run's, so one key over the columns together says so. Deleting a
// run or a company still takes its payslips and lines with it (through the run, then the payslip),
// and the completed-run triggers (0067) see the same rows go. Fewer checks per inserted row, one
// more index on payslip: a run's insert measured the same before and after (docs/payroll-runs.md).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create unique index payroll_run_id_employer on payroll_run (id, employer_id)`.execute(db);
  await sql`
    alter table payslip
      drop constraint payslip_run_id_fkey,
      drop constraint payslip_employer_id_fkey,
      add constraint payslip_run_fkey foreign key (run_id, employer_id)
        references payroll_run (id, employer_id) on delete cascade`.execute(db);
  await sql`create unique index payslip_id_run_employer on payslip (id, run_id, employer_id)`.execute(db);
  await sql`
    alter table payslip_line
      drop constraint payslip_line_payslip_id_fkey,
      drop constraint payslip_line_run_id_fkey,
      drop constraint payslip_line_employer_id_fkey,
      add constraint payslip_line_payslip_fkey foreign key (payslip_id, run_id, employer_id)
        references payslip (id, run_id, employer_id) on delete cascade`.execute(db);
}
