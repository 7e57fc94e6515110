import { type Kysely, sql } from 'kysely';

// Issue 18: payroll runs, their approvals and payslips (docs/payroll-runs.md).
//
// A completed run is final in the database, not only in code: triggers refuse any UPDATE or DELETE
// of a completed run, and any INSERT, UPDATE or DELETE of the payslips, lines and approvals of a
// completed run. Mistakes are fixed by an extra or a correction run. The one exception, as for paid
// events (0066): when the company itself is being removed, its rows go with it.
//
// User ids in these tables carry no foreign key on purpose: `on delete set null` would be an update
// the triggers refuse, and the names are copied in for the same reason (a payslip shows them as
// they were).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('payroll_run')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('employer_id', 'uuid', (col) => col.notNull().references('employer.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('ordinary', 'extra', 'correction')`))
    .addColumn('period', 'text', (col) => col.notNull().check(sql`period ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`))
    .addColumn('pay_date', 'date', (col) => col.notNull())
    .addColumn('label', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .check(
          sql`status in ('draft', 'calculating', 'calculated', 'first-approved', 'second-approved', 'completed')`,
        ),
    )
    .addColumn('progress_done', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('progress_total', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('job_id', 'text')
    // Extra and correction runs: only these employments; null means everyone in the period.
    .addColumn('employment_ids', sql`uuid[]`)
    .addColumn('corrects_run_id', 'uuid', (col) => col.references('payroll_run.id'))
    .addColumn('abort_reason', 'text')
    .addColumn('gross_ore', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('benefits_ore', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('taxable_ore', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('tax_ore', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('net_deductions_ore', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('tax_free_ore', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('net_ore', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('employer_contributions_ore', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('employee_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('blocking_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('warning_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_by_user_id', 'uuid')
    .addColumn('created_by_name', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('completed_at', 'timestamptz')
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .addCheckConstraint('payroll_run_completed_at', sql`(status = 'completed') = (completed_at is not null)`)
    .addCheckConstraint(
      'payroll_run_correction_names_run',
      sql`(kind = 'correction') = (corrects_run_id is not null)`,
    )
    .execute();

  // One open run per period and kind; completed ones are history.
  await sql`
    create unique index payroll_run_one_open on payroll_run (employer_id, period, kind)
    where status <> 'completed'`.execute(db);
  await db.schema
    .createIndex('payroll_run_employer_period')
    .on('payroll_run')
    .columns(['employer_id', 'period'])
    .execute();

  await db.schema
    .createTable('payroll_run_approval')
    .addColumn('run_id', 'uuid', (col) => col.notNull().references('payroll_run.id').onDelete('cascade'))
    .addColumn('employer_id', 'uuid', (col) => col.notNull().references('employer.id').onDelete('cascade'))
    .addColumn('step', 'text', (col) => col.notNull().check(sql`step in ('first', 'second', 'complete')`))
    .addColumn('user_id', 'uuid', (col) => col.notNull())
    .addColumn('user_name', 'text', (col) => col.notNull())
    .addColumn('at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('payroll_run_approval_pk', ['run_id', 'step'])
    .execute();

  await db.schema
    .createTable('payslip')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('employer_id', 'uuid', (col) => col.notNull().references('employer.id').onDelete('cascade'))
    .addColumn('run_id', 'uuid', (col) => col.notNull().references('payroll_run.id').onDelete('cascade'))
    .addColumn('employment_id', 'uuid', (col) =>
      col.notNull().references('employment.id').onDelete('cascade'),
    )
    .addColumn('employee_id', 'uuid', (col) => col.notNull().references('employee.id').onDelete('cascade'))
    .addColumn('employee_name', 'text', (col) => col.notNull())
    .addColumn('period', 'text', (col) => col.notNull())
    .addColumn('pay_date', 'date', (col) => col.notNull())
    .addColumn('gross_ore', 'bigint', (col) => col.notNull())
    .addColumn('benefits_ore', 'bigint', (col) => col.notNull())
    .addColumn('taxable_ore', 'bigint', (col) => col.notNull())
    .addColumn('tax_ore', 'bigint', (col) => col.notNull())
    .addColumn('net_deductions_ore', 'bigint', (col) => col.notNull())
    .addColumn('tax_free_ore', 'bigint', (col) => col.notNull())
    .addColumn('net_ore', 'bigint', (col) => col.notNull())
    .addColumn('employer_contributions_ore', 'bigint', (col) => col.notNull())
    // The whole domain `Payslip`, and the run's checks for this employee (domain/payroll/run-checks.ts).
    .addColumn('result', 'jsonb', (col) => col.notNull())
    .addColumn('checks', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('input_hash', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('payslip_run_employment', ['run_id', 'employment_id'])
    .execute();
  // Year-to-date and "my payslips": an employment's payslips by period.
  await db.schema
    .createIndex('payslip_employment_period')
    .on('payslip')
    .columns(['employer_id', 'employment_id', 'period'])
    .execute();

  await db.schema
    .createTable('payslip_line')
    .addColumn('payslip_id', 'uuid', (col) => col.notNull().references('payslip.id').onDelete('cascade'))
    .addColumn('employer_id', 'uuid', (col) => col.notNull().references('employer.id').onDelete('cascade'))
    .addColumn('run_id', 'uuid', (col) => col.notNull().references('payroll_run.id').onDelete('cascade'))
    .addColumn('line_no', 'integer', (col) => col.notNull())
    .addColumn('code', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('quantity', 'numeric')
    .addColumn('unit', 'text', (col) => col.notNull())
    .addColumn('rate_ore', 'numeric')
    .addColumn('amount_ore', 'bigint', (col) => col.notNull())
    .addColumn('period_from', 'date', (col) => col.notNull())
    .addColumn('period_to', 'date', (col) => col.notNull())
    .addColumn('agi_box', 'text')
    .addColumn('debit_account', 'text')
    .addColumn('credit_account', 'text')
    .addPrimaryKeyConstraint('payslip_line_pk', ['payslip_id', 'line_no'])
    .execute();
  await db.schema.createIndex('payslip_line_run').on('payslip_line').columns(['run_id', 'code']).execute();

  await sql`
    create function payroll_run_is_final() returns trigger language plpgsql as $$
    begin
      if old.status <> 'completed' then
        if tg_op = 'DELETE' then return old; end if;
        return new;
      end if;
      if tg_op = 'DELETE' and not exists (select 1 from employer where id = old.employer_id) then
        return old;
      end if;
      raise exception 'payroll run % is completed and can no longer change', old.id
        using errcode = 'restrict_violation';
    end $$`.execute(db);
  await sql`
    create trigger payroll_run_final before update or delete on payroll_run
    for each row execute function payroll_run_is_final()`.execute(db);

  // Payslips, lines and approvals: refused when the run they belong to is completed. Statement
  // triggers over transition tables: one check per statement, not one per row, since a run of
  // 10 000 employees writes some 100 000 lines.
  await sql`
    create function payroll_run_rows_are_final() returns trigger language plpgsql as $$
    begin
      if tg_op <> 'INSERT' then
        if exists (
          select 1 from old_rows o join payroll_run r on r.id = o.run_id
          where r.status = 'completed' and exists (select 1 from employer e where e.id = o.employer_id)
        ) then
          raise exception '% of a completed payroll run can no longer change', tg_table_name
            using errcode = 'restrict_violation';
        end if;
      end if;
      if tg_op <> 'DELETE' then
        if exists (
          select 1 from new_rows n join payroll_run r on r.id = n.run_id where r.status = 'completed'
        ) then
          raise exception '% of a completed payroll run can no longer change', tg_table_name
            using errcode = 'restrict_violation';
        end if;
      end if;
      return null;
    end $$`.execute(db);
  for (const table of ['payslip', 'payslip_line', 'payroll_run_approval']) {
    const name = (suffix: string) => sql.raw(`${table}_final_${suffix}`);
    const on = sql.table(table);
    await sql`
      create trigger ${name('insert')} after insert on ${on} referencing new table as new_rows
      for each statement execute function payroll_run_rows_are_final()`.execute(db);
    await sql`
      create trigger ${name('update')} after update on ${on}
      referencing old table as old_rows new table as new_rows
      for each statement execute function payroll_run_rows_are_final()`.execute(db);
    await sql`
      create trigger ${name('delete')} after delete on ${on} referencing old table as old_rows
      for each statement execute function payroll_run_rows_are_final()`.execute(db);
  }
}
