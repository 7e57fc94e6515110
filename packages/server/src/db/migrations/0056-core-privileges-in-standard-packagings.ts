import { type Kysely, sql } from 'kysely';

// Adding an employee (Employee.Lifecycle.Create, also the CSV import) moved from the value stream
// OnboardingEfficiency to CorePayroll: Lön Bas could not add anybody. The start-up seed gives a
// privilege to the standard packagings only when the privilege is new to the database, so an
// existing installation's Lön Bas gets it here: available, enabled and activated for the admin, as
// the seed would have set it. Only the standard packagings that still exist (fixed ids), and a row
// an operator already has for a packaging is left as they set it. On a fresh database (no
// packaging or privilege rows yet) this does nothing and the seed sets it up from the catalogue.
const STANDARD_PACKAGING_IDS = [
  '6f0c1a52-0b8e-4b0a-9a55-0c4f3d1a0001',
  '6f0c1a52-0b8e-4b0a-9a55-0c4f3d1a0002',
  '6f0c1a52-0b8e-4b0a-9a55-0c4f3d1a0003',
  '6f0c1a52-0b8e-4b0a-9a55-0c4f3d1a0004',
];
const CORE_ADMIN_PRIVILEGE = 'Employee.Lifecycle.Create';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    insert into packaging_privilege (
      packaging_id, privilege_id, available_admin, enabled_admin, activated_admin_at)
    select packaging.id, privilege.id, true, true, now()
    from packaging
    join privilege on privilege.id = ${CORE_ADMIN_PRIVILEGE}
    where packaging.id = any(${STANDARD_PACKAGING_IDS}::uuid[])
    on conflict (packaging_id, privilege_id) do nothing`.execute(db);
}
