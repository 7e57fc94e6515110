import { type Kysely, sql } from 'kysely';

// Issue 10: the full employee register on top of 0022's minimal table, effective-dated
// employments and their salary rows. Nothing here is ever deleted by the application: employees
// are archived, employments ended, salary rows superseded by later rows.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('employee')
    .addColumn('birth_date', 'date')
    .addColumn('phone', 'text')
    .addColumn('tax_settings', 'jsonb', (col) =>
      col.notNull().defaultTo(sql`'{"method":"table","table":32,"column":1}'::jsonb`),
    )
    .addColumn('growth_support', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('custom_fields', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('opening_balances', 'jsonb')
    .addColumn('archived_at', 'timestamptz')
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  // Rows of 0022 (sample data) get their birth date from the 12-digit personnummer (day − 60 for
  // a samordningsnummer).
  await sql`update employee set birth_date = make_date(
      substr(personnummer, 1, 4)::int,
      substr(personnummer, 5, 2)::int,
      substr(personnummer, 7, 2)::int % 60)
    where birth_date is null and personnummer ~ '^[0-9]{12}$'`.execute(db);
  await sql`create index employee_employer_name on employee (employer_id, lower(last_name), lower(first_name), id)`.execute(
    db,
  );

  await db.schema
    .createTable('employment')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('employer_id', 'uuid', (col) => col.notNull().references('employer.id').onDelete('cascade'))
    .addColumn('employee_id', 'uuid', (col) => col.notNull().references('employee.id').onDelete('restrict'))
    .addColumn('start_date', 'date', (col) => col.notNull())
    .addColumn('end_date', 'date')
    .addColumn('end_reason', 'text')
    .addColumn('end_note', 'text')
    .addColumn('employment_type', 'text', (col) =>
      col.notNull().check(sql`employment_type in ('permanent', 'fixed-term', 'hourly')`),
    )
    .addColumn('position', 'text', (col) => col.notNull())
    .addColumn('workplace', 'text')
    .addColumn('cost_centre', 'text')
    .addColumn('dimensions', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    // The manager role (employer_identity_role of kind manager) whose team this employment is in.
    .addColumn('manager_role_id', 'uuid', (col) =>
      col.references('employer_identity_role.id').onDelete('set null'),
    )
    .addColumn('employment_rate', 'numeric(5, 2)', (col) => col.notNull().defaultTo(100))
    .addColumn('weekly_hours', 'numeric(5, 2)', (col) => col.notNull().defaultTo(40))
    .addColumn('schedule', 'jsonb', (col) => col.notNull())
    .addColumn('salary_form', 'text', (col) => col.notNull().check(sql`salary_form in ('monthly', 'hourly')`))
    .addColumn('vacation', 'jsonb', (col) => col.notNull())
    .addColumn('pension', 'jsonb', (col) => col.notNull())
    .addColumn('groups', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('employment_end_after_start', sql`end_date is null or end_date >= start_date`)
    .execute();
  await sql`create index employment_employee_start on employment (employee_id, start_date desc)`.execute(db);
  await sql`create index employment_manager on employment (manager_role_id) where manager_role_id is not null`.execute(
    db,
  );

  await db.schema
    .createTable('salary_row')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('employment_id', 'uuid', (col) =>
      col.notNull().references('employment.id').onDelete('restrict'),
    )
    .addColumn('valid_from', 'date', (col) => col.notNull())
    .addColumn('valid_to', 'date')
    .addColumn('amount_ore', 'bigint', (col) => col.notNull().check(sql`amount_ore >= 0`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('salary_row_employment_valid_from', ['employment_id', 'valid_from'])
    .addCheckConstraint('salary_row_end_after_start', sql`valid_to is null or valid_to >= valid_from`)
    .execute();
}
