import { type Kysely, sql } from 'kysely';

// Issue 18: payslip_vacation_sum (0085) was kept by triggers on every payslip insert and update,
// so each calculation of a run (and each recalculation) paid for a copy row per payslip: reading
// four fields out of `result`, two index entries and a key check, about 15 ms of a 1 000-payslip
// batch's write. Its one reader (vacation-summaries.ts) sums completed runs only, and a completed
// run's payslips never change, so the copy is now made once, when the run becomes completed, by a
// trigger on payroll_run. Copies of payslips of runs not completed are removed; the completed
// ones stay as they are.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`drop trigger payslip_vacation_sum_insert on payslip`.execute(db);
  await sql`drop trigger payslip_vacation_sum_update on payslip`.execute(db);
  await sql`drop function payslip_vacation_sum_write()`.execute(db);
  await sql`
    delete from payslip_vacation_sum s
    where not exists (select 1 from payroll_run r where r.id = s.run_id and r.status = 'completed')`.execute(
    db,
  );
  await sql`
    create function payslip_vacation_sum_complete() returns trigger language plpgsql as $$
    begin
      insert into payslip_vacation_sum
        (payslip_id, employer_id, employment_id, run_id, pay_date, gross_ore,
         days_earned_hundredths, days_taken_hundredths, days_paid_out_hundredths,
         saved_days_paid_out_hundredths)
      select id, employer_id, employment_id, run_id, pay_date, gross_ore,
             js_round(coalesce((result->'vacation'->>'daysEarned')::float8, 0) * 100),
             js_round(-(coalesce((result->'vacation'->>'daysTaken')::float8, 0) * 100)),
             js_round(-(coalesce((result->'vacation'->>'daysPaidOut')::float8, 0) * 100)),
             js_round(coalesce((result->'vacation'->>'savedDaysPaidOut')::float8, 0) * 100)
      from payslip where run_id = new.id
      on conflict (payslip_id) do nothing;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger payroll_run_vacation_sum after update of status on payroll_run
    for each row when (new.status = 'completed' and old.status is distinct from 'completed')
    execute function payslip_vacation_sum_complete()`.execute(db);
}
