import { type Kysely, sql } from 'kysely';

// Issue 22, privilege groups (spec §4 and §6, privilege-group mode): a company's named groups of
// privileges, each with read or write, and the roles they are given to. A role in at least one group
// is judged by its groups (intersected with what the packaging lets its role hold); a role in none
// keeps packaging mode. Membership hangs on the role row, so a revoked (deleted) role leaves its
// groups with it. Changes notify `access` (migration 0051), because the read cache keeps the
// resulting privileges of each caller.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('privilege_group')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('employer_id', 'uuid', (col) => col.notNull().references('employer.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
  await sql`create unique index privilege_group_name on privilege_group (employer_id, lower(name))`.execute(
    db,
  );

  await db.schema
    .createTable('privilege_group_privilege')
    .addColumn('group_id', 'uuid', (col) =>
      col.notNull().references('privilege_group.id').onDelete('cascade'),
    )
    .addColumn('privilege_id', 'text', (col) => col.notNull())
    .addColumn('write_access', 'boolean', (col) => col.notNull().defaultTo(false))
    .addPrimaryKeyConstraint('privilege_group_privilege_pk', ['group_id', 'privilege_id'])
    .execute();

  await db.schema
    .createTable('privilege_group_member')
    .addColumn('group_id', 'uuid', (col) =>
      col.notNull().references('privilege_group.id').onDelete('cascade'),
    )
    .addColumn('employer_identity_role_id', 'uuid', (col) =>
      col.notNull().references('employer_identity_role.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('privilege_group_member_pk', ['group_id', 'employer_identity_role_id'])
    .execute();
  await db.schema
    .createIndex('privilege_group_member_role')
    .on('privilege_group_member')
    .column('employer_identity_role_id')
    .execute();

  for (const table of ['privilege_group', 'privilege_group_privilege', 'privilege_group_member']) {
    await sql`
      create trigger ${sql.id(`${table}_notifies_change`)}
      after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function notify_access_changed()`.execute(db);
  }
}
