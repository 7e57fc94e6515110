import { type Kysely, sql } from 'kysely';

// Issue 18: what writing a run's payslips costs the database, measured per 1 000 payslips with
// EXPLAIN ANALYZE (docs/payroll-runs.md): about 96 ms, of which compressing each `result` (2.3 KB of
// JSON, just over the size at which PostgreSQL compresses a row) with pglz was 16 ms and the two
// keys to the employment and to the employee 13 ms.
// - `result` is compressed with lz4 where the server has it (PostgreSQL built with lz4; PGlite is
//   not, and keeps pglz): as fast as storing it uncompressed, about 1.35 KB instead of 1.19 KB a
//   payslip, and faster to read back. Rows already stored keep their pglz; both read the same.
// - One key over the employment, its employee and its company replaces the two keys to employment
//   and employee: a payslip can no longer name an employee other than its employment's, nor another
//   company's employment, and it is one check per row instead of two. Deleting an employment still
//   takes its payslips; an employee with employments cannot be deleted, as before. An employment's
//   employee or company can no longer be changed once a payslip names it (nothing changes them).
// A dump taken from a server with lz4 carries the column's compression: restoring it on a server
// without lz4 needs pg_restore's --no-toast-compression (docs/server.md).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    do $$
    begin
      if exists (select 1 from pg_settings
                 where name = 'default_toast_compression' and 'lz4' = any(enumvals)) then
        alter table payslip alter column result set compression lz4;
      end if;
    end $$`.execute(db);
  await sql`create unique index employment_id_employee_employer on employment (id, employee_id, employer_id)`.execute(
    db,
  );
  await sql`
    alter table payslip
      drop constraint payslip_employment_id_fkey,
      drop constraint payslip_employee_id_fkey,
      add constraint payslip_employment_fkey foreign key (employment_id, employee_id, employer_id)
        references employment (id, employee_id, employer_id) on delete cascade`.execute(db);
}
