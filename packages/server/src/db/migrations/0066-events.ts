import { type Kysely, sql } from 'kysely';

// Issue 17: what happened in a month (absence, transactions, travel, balance adjustments), as
// reported by an employee, a manager or an admin, attested by the manager and paid by a payroll
// run. The payload is the domain's `EventPayload` (domain/events/event-schema.ts); from/to dates are
// copied out of it for the month views and the payroll's "up to this date" query.
//
// The completed-period lock lives here, not in code: once a completed payroll run has taken an
// event in (`paid_in_run_id` set), a trigger refuses to update or delete it. A correction is a new
// event (`corrects_event_id`). Only when the employment itself is gone (a cascade from the
// employment, employee or company) may the row go with it.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('event')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('employer_id', 'uuid', (col) => col.notNull().references('employer.id').onDelete('cascade'))
    .addColumn('employment_id', 'uuid', (col) =>
      col.notNull().references('employment.id').onDelete('cascade'),
    )
    .addColumn('employee_id', 'uuid', (col) => col.notNull().references('employee.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) =>
      col.notNull().check(sql`kind in ('absence', 'transaction', 'travel', 'balance')`),
    )
    .addColumn('state', 'text', (col) =>
      col.notNull().check(sql`state in ('reported', 'attested', 'rejected', 'paid')`),
    )
    .addColumn('payload', 'jsonb', (col) => col.notNull())
    .addColumn('from_date', 'date', (col) => col.notNull())
    .addColumn('to_date', 'date', (col) => col.notNull())
    .addColumn('reported_by_user_id', 'uuid', (col) => col.references('identity.id').onDelete('set null'))
    .addColumn('reported_by_role', 'text', (col) =>
      col.notNull().check(sql`reported_by_role in ('admin', 'manager', 'user')`),
    )
    .addColumn('reported_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('decided_by_user_id', 'uuid', (col) => col.references('identity.id').onDelete('set null'))
    .addColumn('decided_at', 'timestamptz')
    .addColumn('decision_comment', 'text')
    // No foreign key yet: payroll runs come with issue 18.
    .addColumn('paid_in_run_id', 'uuid')
    .addColumn('paid_in_run_label', 'text')
    .addColumn('corrects_event_id', 'uuid', (col) => col.references('event.id').onDelete('set null'))
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('event_dates_in_order', sql`to_date >= from_date`)
    .addCheckConstraint('event_paid_has_run', sql`(state = 'paid') = (paid_in_run_id is not null)`)
    .execute();

  await db.schema
    .createIndex('event_employment_from_date')
    .on('event')
    .columns(['employer_id', 'employment_id', 'from_date'])
    .execute();
  await db.schema.createIndex('event_employer_state').on('event').columns(['employer_id', 'state']).execute();

  await sql`
    create function event_paid_is_locked() returns trigger language plpgsql as $$
    begin
      if old.paid_in_run_id is null then
        if tg_op = 'DELETE' then return old; end if;
        return new;
      end if;
      -- The employment (or its employee or company) is being removed: its events go with it.
      if tg_op = 'DELETE' and (
        not exists (select 1 from employment where id = old.employment_id)
        or not exists (select 1 from employee where id = old.employee_id)
        or not exists (select 1 from employer where id = old.employer_id)) then
        return old;
      end if;
      raise exception 'event % is paid in a completed payroll run and can no longer change', old.id
        using errcode = 'restrict_violation';
    end $$`.execute(db);
  await sql`
    create trigger event_paid_locked before update or delete on event
    for each row execute function event_paid_is_locked()`.execute(db);

  await db.schema
    .createTable('event_ready_marker')
    .addColumn('employer_id', 'uuid', (col) => col.notNull().references('employer.id').onDelete('cascade'))
    .addColumn('employment_id', 'uuid', (col) =>
      col.notNull().references('employment.id').onDelete('cascade'),
    )
    // The first day of the month.
    .addColumn('month', 'date', (col) => col.notNull().check(sql`extract(day from month) = 1`))
    .addColumn('marked_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('marked_by_user_id', 'uuid', (col) => col.references('identity.id').onDelete('set null'))
    .addPrimaryKeyConstraint('event_ready_marker_pk', ['employment_id', 'month'])
    .execute();
}
