import { type Kysely, sql } from 'kysely';

// A person who can sign in: by email and password, by BankID (personnummer), or both.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('identity')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    // Stored lower-cased; the unique index on lower(email) keeps one account per address anyway.
    .addColumn('email', 'text')
    .addColumn('password_hash', 'text')
    .addColumn('personnummer', 'text', (col) => col.unique())
    .addColumn('first_name', 'text')
    .addColumn('last_name', 'text')
    .addColumn('brand', 'text', (col) => col.notNull().defaultTo('lonsam'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('identity_email_or_personnummer', sql`email is not null or personnummer is not null`)
    .addCheckConstraint('identity_password_needs_email', sql`password_hash is null or email is not null`)
    .execute();
  await sql`create unique index identity_email_unique on identity (lower(email)) where email is not null`.execute(
    db,
  );
}
