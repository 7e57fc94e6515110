import { type Kysely, sql } from 'kysely';

// Issue 21: Semesterskuld and Löneskuld for 10 000 employees with 12 months of history sum every
// payslip's vacation days (inside its `result`, some 2 kB of jsonb a row) and gross pay per
// employment. Reading 120 000 wide rows took seconds; this narrow copy of what those sums need is
// kept by triggers on payslip, so no writer has to know of it. Days are in hundredths, each
// payslip's rounded as JavaScript's Math.round rounds it (half towards +∞), which is how the
// balances' ledger adds them (toHundredths); floor(v) + (v − floor(v) ≥ 0.5) is exact for doubles.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table payslip_vacation_sum (
      payslip_id uuid primary key references payslip(id) on delete cascade,
      employer_id uuid not null,
      employment_id uuid not null,
      run_id uuid not null,
      pay_date date not null,
      gross_ore bigint not null,
      days_earned_hundredths bigint not null,
      days_taken_hundredths bigint not null,
      days_paid_out_hundredths bigint not null,
      saved_days_paid_out_hundredths bigint not null
    )`.execute(db);
  await sql`create index payslip_vacation_sum_employer on payslip_vacation_sum (employer_id, pay_date)`.execute(
    db,
  );
  await sql`
    create function js_round(value float8) returns float8 language sql immutable as
    $$ select floor(value) + case when value - floor(value) >= 0.5 then 1 else 0 end $$`.execute(db);
  // The payslip's days as the ledger reads them: earned positive, taken and the paid days a final
  // payslip pays out as their negative change, saved days paid out as the days taken off the lots.
  const select = (rows: string) => sql`
    select id, employer_id, employment_id, run_id, pay_date, gross_ore,
           js_round(coalesce((result->'vacation'->>'daysEarned')::float8, 0) * 100),
           js_round(-(coalesce((result->'vacation'->>'daysTaken')::float8, 0) * 100)),
           js_round(-(coalesce((result->'vacation'->>'daysPaidOut')::float8, 0) * 100)),
           js_round(coalesce((result->'vacation'->>'savedDaysPaidOut')::float8, 0) * 100)
    from ${sql.raw(rows)}`;
  await sql`
    create function payslip_vacation_sum_write() returns trigger language plpgsql as $$
    begin
      insert into payslip_vacation_sum as s
        (payslip_id, employer_id, employment_id, run_id, pay_date, gross_ore,
         days_earned_hundredths, days_taken_hundredths, days_paid_out_hundredths,
         saved_days_paid_out_hundredths)
      ${select('new_rows')}
      on conflict (payslip_id) do update set
        employer_id = excluded.employer_id, employment_id = excluded.employment_id,
        run_id = excluded.run_id, pay_date = excluded.pay_date, gross_ore = excluded.gross_ore,
        days_earned_hundredths = excluded.days_earned_hundredths,
        days_taken_hundredths = excluded.days_taken_hundredths,
        days_paid_out_hundredths = excluded.days_paid_out_hundredths,
        saved_days_paid_out_hundredths = excluded.saved_days_paid_out_hundredths;
      return null;
    end $$`.execute(db);
  // One statement-level trigger per event: transition tables allow no more than one.
  for (const event of ['insert', 'update']) {
    await sql`
      create trigger ${sql.raw(`payslip_vacation_sum_${event}`)} after ${sql.raw(event)} on payslip
      referencing new table as new_rows
      for each statement execute function payslip_vacation_sum_write()`.execute(db);
  }
  await sql`
    insert into payslip_vacation_sum
      (payslip_id, employer_id, employment_id, run_id, pay_date, gross_ore,
       days_earned_hundredths, days_taken_hundredths, days_paid_out_hundredths,
       saved_days_paid_out_hundredths)
    ${select('payslip')}`.execute(db);
}
