import { type Kysely, sql } from 'kysely';

// Employers (tenants), the packaging each has had from when, and who acts in which role for them.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('employer')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    // Shown to operators and partners; the primary key stays internal to URLs of signed-in roles.
    .addColumn('public_id', 'uuid', (col) => col.notNull().unique().defaultTo(sql`gen_random_uuid()`))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('org_number', 'text')
    .addColumn('is_test_company', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('partner_public_key', 'text')
    .addColumn('customer_id', 'uuid', (col) => col.notNull().references('customer.id'))
    // Sample-data settings of a test company; months back drives the payroll history of later issues.
    .addColumn('demo_extra_employees', 'integer')
    .addColumn('demo_months_back', 'integer')
    .addColumn('created_by_identity_id', 'uuid', (col) => col.references('identity.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'employer_real_company_has_org_number',
      sql`is_test_company or org_number is not null`,
    )
    .execute();
  // Unique among real companies only: test companies may reuse a real number (or have none).
  await sql`create unique index employer_org_number_unique on employer (org_number) where not is_test_company`.execute(
    db,
  );

  await db.schema
    .createTable('tenant_packaging')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('employer_id', 'uuid', (col) => col.notNull().references('employer.id').onDelete('cascade'))
    .addColumn('packaging_id', 'uuid', (col) => col.notNull().references('packaging.id'))
    .addColumn('valid_from', 'timestamptz', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('tenant_packaging_employer_valid_from', ['employer_id', 'valid_from'])
    .execute();

  await db.schema
    .createTable('employer_identity_role')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('employer_id', 'uuid', (col) => col.notNull().references('employer.id').onDelete('cascade'))
    .addColumn('identity_id', 'uuid', (col) => col.notNull().references('identity.id').onDelete('cascade'))
    .addColumn('role', 'text', (col) => col.notNull().check(sql`role in ('admin', 'manager', 'user')`))
    // The employment a user role belongs to; the employment table arrives with issue 10 (no FK yet).
    .addColumn('employment_id', 'uuid')
    // Who the role was given to, as the creator typed it (spec §6: linked by name and personnummer).
    .addColumn('first_name', 'text')
    .addColumn('last_name', 'text')
    .addColumn('personnummer', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index employer_identity_role_unique on employer_identity_role (employer_id, identity_id, role, coalesce(employment_id, '00000000-0000-0000-0000-000000000000'::uuid))`.execute(
    db,
  );
  await db.schema
    .createIndex('employer_identity_role_identity')
    .on('employer_identity_role')
    .column('identity_id')
    .execute();
}
