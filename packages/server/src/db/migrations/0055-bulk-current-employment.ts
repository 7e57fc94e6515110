import { type Kysely, sql } from 'kysely';

// The trigger of 0041 refreshes the employee's current employment once per employment row: for a
// 5 000-row import that is 5 000 single-row updates inside the import's one transaction, about 40% of
// it on PGlite, where every other company's query waits for that transaction. A writer that inserts
// many employments at once sets `lonsam.bulk_employments` for its transaction and the trigger steps
// aside: the CSV import (insert-employees-in-bulk.ts) writes new employees with their current_*
// columns already set and switches it back on before it commits. Everything else (API, sample data,
// SQL) still goes through the trigger.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create or replace function employment_changed() returns trigger language plpgsql as $$
    begin
      if current_setting('lonsam.bulk_employments', true) = 'on' then
        return null;
      end if;
      if tg_op in ('UPDATE', 'DELETE') then
        perform refresh_employee_current_employment(old.employee_id);
      end if;
      if tg_op in ('INSERT', 'UPDATE') and (tg_op = 'INSERT' or new.employee_id <> old.employee_id) then
        perform refresh_employee_current_employment(new.employee_id);
      end if;
      return null;
    end $$`.execute(db);
}
