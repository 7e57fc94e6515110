import { PRIVILEGE_CATALOGUE } from '@lonsam/domain/privileges/catalogue';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../db/test-db.ts';
import { seedReferenceData } from './seed-reference-data.ts';
import { HR_KOMPLETT, LON_BAS, STANDARD_CUSTOMER, STANDARD_PACKAGINGS } from './standard-packagings.ts';

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
  await seedReferenceData(testDb.db);
});
afterAll(async () => {
  await testDb.close();
});

describe('seedReferenceData', () => {
  it('stores the whole privilege catalogue with the roles each supports', async () => {
    const rows = await testDb.db.selectFrom('privilege').selectAll().execute();
    expect(rows).toHaveLength(PRIVILEGE_CATALOGUE.length);
    const bankAccount = rows.find((row) => row.id === 'Employee.PersonalData.BankAccount')!;
    expect([bankAccount.enabled_user, bankAccount.enabled_manager, bankAccount.enabled_admin]).toEqual([
      true,
      true,
      true,
    ]);
    const growth = rows.find((row) => row.id === 'Employee.PersonalData.GrowthSupport')!;
    expect([growth.enabled_user, growth.enabled_manager, growth.enabled_admin]).toEqual([false, false, true]);
  });

  it('creates four packagings with Swedish descriptions, one customer offering them all', async () => {
    const packagings = await testDb.db.selectFrom('packaging').selectAll().orderBy('name').execute();
    expect(packagings.map((packaging) => packaging.name)).toEqual([
      'HR Komplett',
      'Lön Bas',
      'Lön Komplett',
      'Lön Plus',
    ]);
    for (const packaging of packagings) expect(packaging.description.length).toBeGreaterThan(20);
    const offered = await testDb.db
      .selectFrom('customer_packaging')
      .select('packaging_id')
      .where('customer_id', '=', STANDARD_CUSTOMER.id)
      .execute();
    expect(offered.map((row) => row.packaging_id).sort()).toEqual(
      STANDARD_PACKAGINGS.map((p) => p.id).sort(),
    );
  });

  it('fills each packaging by its value streams; HR Komplett has every privilege', async () => {
    const count = async (packagingId: string) =>
      (
        await testDb.db
          .selectFrom('packaging_privilege')
          .select('privilege_id')
          .where('packaging_id', '=', packagingId)
          .execute()
      ).map((row) => row.privilege_id);
    expect(await count(HR_KOMPLETT.id)).toHaveLength(PRIVILEGE_CATALOGUE.length);
    const base = await count(LON_BAS.id);
    expect(base).toContain('PayrollBasis.Run');
    expect(base).not.toContain('Analytics.Standard');
    const expected = PRIVILEGE_CATALOGUE.filter((p) => LON_BAS.valueStreams.includes(p.valueStream));
    expect(base).toHaveLength(expected.length);
  });

  it('never re-creates what an operator removed, and can run again', async () => {
    await testDb.db.deleteFrom('customer_packaging').where('packaging_id', '=', LON_BAS.id).execute();
    await testDb.db
      .updateTable('packaging')
      .set({ description: 'Egen text' })
      .where('id', '=', LON_BAS.id)
      .execute();
    await seedReferenceData(testDb.db);
    const offered = await testDb.db
      .selectFrom('customer_packaging')
      .select('packaging_id')
      .where('packaging_id', '=', LON_BAS.id)
      .execute();
    expect(offered).toEqual([]);
    const packaging = await testDb.db
      .selectFrom('packaging')
      .select('description')
      .where('id', '=', LON_BAS.id)
      .executeTakeFirstOrThrow();
    expect(packaging.description).toBe('Egen text');
  });

  it('adds a privilege new to the database to the standard packagings of its value stream', async () => {
    await testDb.db
      .deleteFrom('packaging_privilege')
      .where('privilege_id', '=', 'PayrollBasis.Run')
      .execute();
    await testDb.db.deleteFrom('privilege').where('id', '=', 'PayrollBasis.Run').execute();
    await seedReferenceData(testDb.db);
    const rows = await testDb.db
      .selectFrom('packaging_privilege')
      .select('packaging_id')
      .where('privilege_id', '=', 'PayrollBasis.Run')
      .execute();
    expect(rows).toHaveLength(4);
  });

  it('writes nothing when the catalogue is as stored, and puts back a privilege changed in the database', async () => {
    const versions = async () =>
      new Map(
        (
          await sql<{ id: string; xmin: string }>`select id, xmin::text as xmin from privilege`.execute(
            testDb.db,
          )
        ).rows.map((row) => [row.id, row.xmin]),
      );
    await seedReferenceData(testDb.db);
    const before = await versions();
    await seedReferenceData(testDb.db);
    expect(await versions()).toEqual(before);

    await testDb.db
      .updateTable('privilege')
      .set({ description: 'Ändrad för hand', enabled_user: true })
      .where('id', '=', 'PayrollBasis.Run')
      .execute();
    await seedReferenceData(testDb.db);
    const restored = await testDb.db
      .selectFrom('privilege')
      .select(['description', 'enabled_user'])
      .where('id', '=', 'PayrollBasis.Run')
      .executeTakeFirstOrThrow();
    const definition = PRIVILEGE_CATALOGUE.find((privilege) => privilege.id === 'PayrollBasis.Run')!;
    expect(restored).toEqual({
      description: definition.description,
      enabled_user: definition.supportedRoles.includes('user'),
    });
    // Only that row was written again.
    const after = await versions();
    const rewritten = [...after].filter(([id, xmin]) => before.get(id) !== xmin).map(([id]) => id);
    expect(rewritten).toEqual(['PayrollBasis.Run']);
  });
});
