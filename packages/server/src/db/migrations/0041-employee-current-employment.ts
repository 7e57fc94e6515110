import { type Kysely, sql } from 'kysely';

// The employee list filters and sorts on the latest employment. Joining it per row (a lateral
// subquery) cost 55 ms for 10 000 employees on PostgreSQL (bench/employees.ts), so the latest
// employment's list columns are kept on the employee row by a trigger, which every writer of
// employments (API, sample data, imports, SQL) passes through.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('employee')
    .addColumn('current_employment_id', 'uuid')
    .addColumn('current_start_date', 'date')
    .addColumn('current_end_date', 'date')
    .addColumn('current_employment_type', 'text')
    .addColumn('current_position', 'text')
    .addColumn('current_workplace', 'text')
    .addColumn('current_cost_centre', 'text')
    .addColumn('current_salary_form', 'text')
    .execute();

  await sql`
    create function refresh_employee_current_employment(target uuid) returns void language plpgsql as $$
    begin
      -- No employment left: the subquery gives no row and every column becomes null.
      update employee set (
        current_employment_id, current_start_date, current_end_date, current_employment_type,
        current_position, current_workplace, current_cost_centre, current_salary_form
      ) = (
        select id, start_date, end_date, employment_type, position, workplace, cost_centre, salary_form
        from employment where employee_id = target order by start_date desc, created_at desc limit 1
      )
      where id = target;
    end $$`.execute(db);

  await sql`
    create function employment_changed() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') then
        perform refresh_employee_current_employment(old.employee_id);
      end if;
      if tg_op in ('INSERT', 'UPDATE') and (tg_op = 'INSERT' or new.employee_id <> old.employee_id) then
        perform refresh_employee_current_employment(new.employee_id);
      end if;
      return null;
    end $$`.execute(db);

  await sql`
    create trigger employment_keeps_employee_current
    after insert or update or delete on employment
    for each row execute function employment_changed()`.execute(db);

  await sql`update employee set current_employment_id = null`.execute(db);
  await sql`select refresh_employee_current_employment(id) from employee where exists (select 1 from employment where employee_id = employee.id)`.execute(
    db,
  );
  // The list's filters in name order: a page stops after its rows instead of sorting the matches.
  for (const column of ['current_cost_centre', 'current_workplace', 'current_employment_type']) {
    await sql`create index ${sql.raw(`employee_list_${column}`)} on employee (employer_id, ${sql.ref(column)}, lower(last_name), lower(first_name), id)`.execute(
      db,
    );
  }
}
