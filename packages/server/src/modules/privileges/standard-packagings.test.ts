import { findPrivilege } from '@lonsam/domain/privileges/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { up as addCorePrivileges } from '../../db/migrations/0056-core-privileges-in-standard-packagings.ts';
import { createTestDatabase, type TestDatabase } from '../../db/test-db.ts';
import { seedReferenceData } from './seed-reference-data.ts';
import { ADMIN_CORE_PRIVILEGES, LON_BAS, LON_PLUS, STANDARD_PACKAGINGS } from './standard-packagings.ts';

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
  await seedReferenceData(testDb.db);
});
afterAll(async () => {
  await testDb.close();
});

async function adminGranted(packagingId: string): Promise<string[]> {
  const rows = await testDb.db
    .selectFrom('packaging_privilege')
    .select('privilege_id')
    .where('packaging_id', '=', packagingId)
    .where('available_admin', '=', true)
    .where('enabled_admin', '=', true)
    .where('activated_admin_at', 'is not', null)
    .execute();
  return rows.map((row) => row.privilege_id);
}

describe('every standard packaging lets its admin do the core job', () => {
  it.each(STANDARD_PACKAGINGS.map((packaging) => [packaging.name, packaging] as const))(
    '%s: its value streams hold every core privilege, each one for admins',
    (_, packaging) => {
      const missing = ADMIN_CORE_PRIVILEGES.filter((id) => {
        const privilege = findPrivilege(id);
        return (
          !privilege?.supportedRoles.includes('admin') ||
          !packaging.valueStreams.includes(privilege.valueStream)
        );
      });
      expect(missing).toEqual([]);
    },
  );

  it.each(STANDARD_PACKAGINGS.map((packaging) => [packaging.name, packaging.id] as const))(
    '%s as seeded grants its admin every core privilege',
    async (_, packagingId) => {
      const granted = await adminGranted(packagingId);
      expect(ADMIN_CORE_PRIVILEGES.filter((id) => !granted.includes(id))).toEqual([]);
    },
  );
});

describe('migration 0056 on an installation seeded before the change', () => {
  it('gives Lön Bas the privilege to add employees, and leaves an operator’s own setting alone', async () => {
    // As seeded before: Lön Bas without Employee.Lifecycle.Create; an operator switched it off in Lön Plus.
    await testDb.db
      .deleteFrom('packaging_privilege')
      .where('packaging_id', '=', LON_BAS.id)
      .where('privilege_id', '=', 'Employee.Lifecycle.Create')
      .execute();
    await testDb.db
      .updateTable('packaging_privilege')
      .set({ enabled_admin: false })
      .where('packaging_id', '=', LON_PLUS.id)
      .where('privilege_id', '=', 'Employee.Lifecycle.Create')
      .execute();
    expect(await adminGranted(LON_BAS.id)).not.toContain('Employee.Lifecycle.Create');

    await addCorePrivileges(testDb.db);
    await addCorePrivileges(testDb.db);

    expect(await adminGranted(LON_BAS.id)).toContain('Employee.Lifecycle.Create');
    expect(await adminGranted(LON_PLUS.id)).not.toContain('Employee.Lifecycle.Create');
    const row = await testDb.db
      .selectFrom('packaging_privilege')
      .selectAll()
      .where('packaging_id', '=', LON_BAS.id)
      .where('privilege_id', '=', 'Employee.Lifecycle.Create')
      .executeTakeFirstOrThrow();
    expect([row.available_user, row.available_manager, row.enabled_user, row.enabled_manager]).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it('does nothing on a fresh database, before the seed', async () => {
    const fresh = await createTestDatabase();
    try {
      await addCorePrivileges(fresh.db);
      const rows = await fresh.db.selectFrom('packaging_privilege').select('privilege_id').execute();
      expect(rows).toEqual([]);
    } finally {
      await fresh.close();
    }
  });
});
