import { type Kysely, sql } from 'kysely';

// Issue 21: the month's vacation accrual voucher is exported in SIE beside the run vouchers and
// numbered in the same series, so it gets a row in salary_voucher: `accrual_period` instead of a
// run, and the voucher itself as booked at its first export (`voucher`), which later files repeat
// so a booked number never changes its amounts. The number stays unique per employer and series
// across both kinds (the existing constraint); run_id stops being the key.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table salary_voucher drop constraint salary_voucher_pkey`.execute(db);
  await sql`alter table salary_voucher alter column run_id drop not null`.execute(db);
  await db.schema
    .alterTable('salary_voucher')
    .addColumn('accrual_period', 'text', (col) => col.check(sql`accrual_period ~ '^\\d{4}-(0[1-9]|1[0-2])$'`))
    .addColumn('voucher', 'jsonb')
    .execute();
  await sql`
    alter table salary_voucher add constraint salary_voucher_kind check (
      (run_id is not null and accrual_period is null and voucher is null)
      or (run_id is null and accrual_period is not null and voucher is not null))`.execute(db);
  await sql`alter table salary_voucher add constraint salary_voucher_run unique (run_id)`.execute(db);
  await sql`
    alter table salary_voucher add constraint salary_voucher_accrual unique (employer_id, accrual_period)`.execute(
    db,
  );
}
