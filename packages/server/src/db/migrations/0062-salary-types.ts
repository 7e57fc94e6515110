import { STANDARD_VERSION_START } from '@lonsam/domain/salary-types/effective-salary-type';
import { STANDARD_SALARY_TYPES } from '@lonsam/domain/salary-types/standard-salary-types';
import { type Kysely, sql } from 'kysely';

// Issue 16: each company's salary-type catalogue (lönearter). The type row holds what may be
// edited in place (name, accounts, active, reportable) under an optimistic version; the treatment
// (tax, contribution base, vacation/pension earning, AGI box, effect, rate rule) lives in dated
// version rows that are only ever added, so a completed payroll keeps the treatment it used
// (docs/settings.md, "Lönearter").
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('salary_type')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('employer_id', 'uuid', (col) => col.notNull().references('employer.id').onDelete('cascade'))
    .addColumn('code', 'text', (col) => col.notNull().check(sql`code ~ '^[0-9]{1,6}$'`))
    .addColumn('name', 'text', (col) => col.notNull().check(sql`length(name) between 1 and 80`))
    .addColumn('kind', 'text', (col) =>
      col
        .notNull()
        .check(
          sql`kind in ('earning', 'absence-deduction', 'benefit', 'tax-free-allowance', 'reimbursement', 'net-deduction', 'information')`,
        ),
    )
    .addColumn('unit', 'text', (col) =>
      col.notNull().check(sql`unit in ('month', 'hour', 'day', 'calendar-day', 'km', 'kr', 'percent')`),
    )
    .addColumn('debit_account', 'text', (col) => col.check(sql`debit_account ~ '^[1-8][0-9]{3}$'`))
    .addColumn('credit_account', 'text', (col) => col.check(sql`credit_account ~ '^[1-8][0-9]{3}$'`))
    .addColumn('reportable', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('active', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('is_standard', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('salary_type_employer_code', ['employer_id', 'code'])
    .execute();

  await db.schema
    .createTable('salary_type_version')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('salary_type_id', 'uuid', (col) =>
      col.notNull().references('salary_type.id').onDelete('cascade'),
    )
    .addColumn('valid_from', 'date', (col) => col.notNull())
    .addColumn('treatment', 'jsonb', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('salary_type_version_type_valid_from', ['salary_type_id', 'valid_from'])
    .execute();

  // A version a payroll may have used never changes; a change is a new, later version.
  await sql`
    create function salary_type_version_is_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'salary_type_version rows are never updated; add a later version'
        using errcode = 'restrict_violation';
    end $$`.execute(db);
  await sql`
    create trigger salary_type_version_no_update before update on salary_type_version
    for each row execute function salary_type_version_is_append_only()`.execute(db);

  // Every existing company gets the standard catalogue as it is today; a later change to the
  // catalogue needs its own migration for the companies that exist then.
  const catalogue = JSON.stringify(
    STANDARD_SALARY_TYPES.map((type) => ({
      code: type.code,
      name: type.name,
      kind: type.kind,
      unit: type.unit,
      debit_account: type.debitAccount,
      credit_account: type.creditAccount,
      reportable: type.reportable,
      treatment: type.treatment,
    })),
  );
  await sql`
    insert into salary_type (employer_id, code, name, kind, unit, debit_account, credit_account, reportable, is_standard)
    select employer.id, item.code, item.name, item.kind, item.unit, item.debit_account, item.credit_account, item.reportable, true
    from employer
    cross join jsonb_to_recordset(${catalogue}::jsonb) as item(
      code text, name text, kind text, unit text, debit_account text, credit_account text, reportable boolean)`.execute(
    db,
  );
  await sql`
    insert into salary_type_version (salary_type_id, valid_from, treatment)
    select salary_type.id, ${STANDARD_VERSION_START}::date, item.treatment
    from salary_type
    join jsonb_to_recordset(${catalogue}::jsonb) as item(code text, treatment jsonb) on item.code = salary_type.code
    where salary_type.is_standard`.execute(db);
}
