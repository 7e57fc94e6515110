import { type Kysely, sql } from 'kysely';

// Issue 18: since 0089 a line's key to its payslip is (payslip_id, run_id, employer_id), so
// deleting a payslip runs `delete from payslip_line where payslip_id = $1 and run_id = $2 and
// employer_id = $3` once per payslip. Its cached plan combined the primary key (payslip_id,
// line_no) with payslip_line_run (run_id, code), reading every line of the run for each payslip:
// recalculating a 10 000-employee run spent 7–15 s of database time on it, more each time, and
// deleting a run grew with the square of its size. The primary key now leads with the three key
// columns, so that statement reads a payslip's own lines and nothing else. It is as unique as
// before: a payslip's run and company are fixed by its id.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table payslip_line
      drop constraint payslip_line_pk,
      add constraint payslip_line_pk primary key (payslip_id, run_id, employer_id, line_no)`.execute(db);
}
