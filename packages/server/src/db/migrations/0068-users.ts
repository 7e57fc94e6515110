import { type Kysely, sql } from 'kysely';

// Issue 22, users: invitations to a company's roles, the record of revoked roles (the list shows the
// person as revoked) and each identity's last sign-in. A revoked role itself is deleted from
// employer_identity_role, so every reader of roles (the guard, the cache's triggers of 0051, the
// company list) stops seeing it without knowing about revocation.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('user_invitation')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('employer_id', 'uuid', (col) => col.notNull().references('employer.id').onDelete('cascade'))
    .addColumn('role', 'text', (col) => col.notNull().check(sql`role in ('admin', 'manager', 'user')`))
    .addColumn('employment_id', 'uuid', (col) => col.references('employment.id').onDelete('set null'))
    // A manager's team: the employments that will name the new manager role once accepted.
    .addColumn('team_employment_ids', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('email', 'text')
    .addColumn('personnummer', 'text')
    // sha256 of the mailed link's token; null for a personnummer invitation (BankID is the proof).
    .addColumn('token_hash', 'text', (col) => col.unique())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('status', 'text', (col) =>
      col.notNull().defaultTo('invited').check(sql`status in ('invited', 'accepted', 'withdrawn')`),
    )
    .addColumn('invited_by', 'uuid', (col) => col.references('identity.id').onDelete('set null'))
    .addColumn('accepted_by', 'uuid', (col) => col.references('identity.id').onDelete('set null'))
    .addColumn('accepted_at', 'timestamptz')
    .addColumn('resent_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .addCheckConstraint('user_invitation_one_address', sql`(email is null) <> (personnummer is null)`)
    .execute();
  await db.schema
    .createIndex('user_invitation_employer')
    .on('user_invitation')
    .columns(['employer_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('user_invitation_open_personnummer')
    .on('user_invitation')
    .column('personnummer')
    .where(sql.ref('status'), '=', 'invited')
    .execute();

  await db.schema
    .createTable('user_role_revocation')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('employer_id', 'uuid', (col) => col.notNull().references('employer.id').onDelete('cascade'))
    .addColumn('identity_id', 'uuid', (col) => col.notNull().references('identity.id').onDelete('cascade'))
    .addColumn('role', 'text', (col) => col.notNull())
    .addColumn('employment_id', 'uuid')
    .addColumn('revoked_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('revoked_by', 'uuid', (col) => col.references('identity.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('user_role_revocation_employer')
    .on('user_role_revocation')
    .columns(['employer_id', 'identity_id'])
    .execute();

  // Not a column of identity: its triggers (0051) empty every cached session on each change.
  await db.schema
    .createTable('identity_sign_in')
    .addColumn('identity_id', 'uuid', (col) => col.primaryKey().references('identity.id').onDelete('cascade'))
    .addColumn('signed_in_at', 'timestamptz', (col) => col.notNull())
    .execute();
}
