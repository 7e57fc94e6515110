import { type Kysely, sql } from 'kysely';

// Issue 19: the AGI declared to Skatteverket per redovisningsperiod, and the salary payment files
// made from completed runs (docs/agi-and-bank-files.md).
//
// A file is made again from its stored `input` (the generator's whole input, with the creation time
// fixed when the record was made), so every download of a record gives the same bytes, whatever
// the settings or registers say later. A new declaration of a period is a new row with the next
// `revision`; the older ones stay, with the IUs each declared (`agi_declared_payee`), so the next
// revision knows whom to replace or remove (Borttag).
export async function up(db: Kysely<any>): Promise<void> {
  // FK 570: one number per payee and employer, the same in every later version of any period.
  await db.schema
    .createTable('agi_specification_number')
    .addColumn('employer_id', 'uuid', (col) => col.notNull().references('employer.id').onDelete('cascade'))
    .addColumn('employee_id', 'uuid', (col) => col.notNull().references('employee.id').onDelete('cascade'))
    .addColumn('number', 'integer', (col) => col.notNull().check(sql`number between 1 and 999999999`))
    .addPrimaryKeyConstraint('agi_specification_number_pk', ['employer_id', 'employee_id'])
    .addUniqueConstraint('agi_specification_number_unique', ['employer_id', 'number'])
    .execute();

  await db.schema
    .createTable('agi_declaration')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('employer_id', 'uuid', (col) => col.notNull().references('employer.id').onDelete('cascade'))
    .addColumn('period', 'text', (col) => col.notNull().check(sql`period ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`))
    .addColumn('revision', 'integer', (col) => col.notNull().check(sql`revision >= 1`))
    // The completed runs paid in the period that this revision declares.
    .addColumn('run_ids', sql`uuid[]`, (col) => col.notNull())
    .addColumn('input', 'jsonb', (col) => col.notNull())
    .addColumn('contributions_kronor', 'bigint', (col) => col.notNull())
    .addColumn('tax_kronor', 'bigint', (col) => col.notNull())
    .addColumn('payee_count', 'integer', (col) => col.notNull())
    .addColumn('removal_count', 'integer', (col) => col.notNull())
    .addColumn('status', 'text', (col) =>
      col.notNull().check(sql`status in ('created', 'downloaded', 'submitted')`),
    )
    .addColumn('downloaded_at', 'timestamptz')
    .addColumn('submitted_on', 'date')
    .addColumn('created_by_user_id', 'uuid')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .addCheckConstraint(
      'agi_declaration_submitted_on',
      sql`(status = 'submitted') = (submitted_on is not null)`,
    )
    .addUniqueConstraint('agi_declaration_revision', ['employer_id', 'period', 'revision'])
    .execute();

  await db.schema
    .createTable('agi_declared_payee')
    .addColumn('declaration_id', 'uuid', (col) =>
      col.notNull().references('agi_declaration.id').onDelete('cascade'),
    )
    .addColumn('employer_id', 'uuid', (col) => col.notNull().references('employer.id').onDelete('cascade'))
    .addColumn('employee_id', 'uuid', (col) => col.notNull().references('employee.id').onDelete('cascade'))
    .addColumn('specification_number', 'integer', (col) => col.notNull())
    .addColumn('personnummer', 'text', (col) => col.notNull())
    // true: this revision removes the IU (Borttag); `iu` is then null.
    .addColumn('removed', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('iu', 'jsonb')
    .addPrimaryKeyConstraint('agi_declared_payee_pk', ['declaration_id', 'employee_id'])
    .execute();

  await db.schema
    .createTable('bank_file')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('employer_id', 'uuid', (col) => col.notNull().references('employer.id').onDelete('cascade'))
    .addColumn('run_id', 'uuid', (col) => col.notNull().references('payroll_run.id').onDelete('cascade'))
    .addColumn('format', 'text', (col) =>
      col
        .notNull()
        .check(sql`format in ('pain.001.001.03', 'pain.001.001.09', 'bankgirot-loner', 'bankgirot-lb')`),
    )
    .addColumn('input', 'jsonb', (col) => col.notNull())
    // Payees explicitly left out of this file: [{ employeeId, name, netOre, reason }].
    .addColumn('left_out', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('payment_count', 'integer', (col) => col.notNull())
    .addColumn('total_ore', 'bigint', (col) => col.notNull())
    .addColumn('created_by_user_id', 'uuid')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('downloaded_at', 'timestamptz')
    .addColumn('sent_at', 'timestamptz')
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('bank_file_run').on('bank_file').columns(['employer_id', 'run_id']).execute();
}
