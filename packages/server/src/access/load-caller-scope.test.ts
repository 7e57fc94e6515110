import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmployerRole } from '../db/tables/employer-tables.ts';
import { createTestDatabase, type TestDatabase } from '../db/test-db.ts';
import { loadPackagingPrivileges } from '../modules/privileges/load-packaging-privileges.ts';
import { seedReferenceData } from '../modules/privileges/seed-reference-data.ts';
import { STANDARD_CUSTOMER, STANDARD_PACKAGINGS } from '../modules/privileges/standard-packagings.ts';
import { loadCallerScope } from './load-caller-scope.ts';

const ROLES: EmployerRole[] = ['admin', 'manager', 'user'];
const BASE = new Date('2026-01-01T00:00:00Z').getTime();
let testDb: TestDatabase;
let employerId: string;
let otherEmployerId: string;
let identityId: string;
let strangerId: string;
const roleIds = {} as Record<EmployerRole, string>;

beforeAll(async () => {
  testDb = await createTestDatabase();
  const { db } = testDb;
  await seedReferenceData(db);
  const [me, stranger] = await db
    .insertInto('identity')
    .values([{ email: 'scope@exempel.se' }, { email: 'stranger@exempel.se' }])
    .returning('id')
    .execute();
  identityId = me!.id;
  strangerId = stranger!.id;
  const [employer, other] = await db
    .insertInto('employer')
    .values([
      { name: 'Scope AB', is_test_company: true, customer_id: STANDARD_CUSTOMER.id },
      { name: 'Annat AB', is_test_company: true, customer_id: STANDARD_CUSTOMER.id },
    ])
    .returning('id')
    .execute();
  employerId = employer!.id;
  otherEmployerId = other!.id;
  for (const role of ROLES) {
    const row = await db
      .insertInto('employer_identity_role')
      .values({ employer_id: employerId, identity_id: identityId, role })
      .returning('id')
      .executeTakeFirstOrThrow();
    roleIds[role] = row.id;
  }
  // Packaging i becomes active at BASE + i minutes.
  await db
    .insertInto('tenant_packaging')
    .values(
      STANDARD_PACKAGINGS.map((packaging, i) => ({
        employer_id: employerId,
        packaging_id: packaging.id,
        valid_from: new Date(BASE + i * 60_000),
      })),
    )
    .execute();
});
afterAll(async () => {
  await testDb.close();
});

const load = (roleId: string, now: Date, overrides: { employerId?: string; identityId?: string } = {}) =>
  loadCallerScope(testDb.db, {
    employerId: overrides.employerId ?? employerId,
    identityId: overrides.identityId ?? identityId,
    roleId,
    now,
    withPrivileges: true,
  });

describe('loadCallerScope', () => {
  it('finds the same privileges as the domain rule over every row, for every packaging and role', async () => {
    // Vary the flags so that every reason for a privilege to be missing occurs.
    await sql`
      update packaging_privilege set
        enabled_admin = (hashtext(privilege_id) % 5 <> 0),
        available_manager = (hashtext(privilege_id) % 7 <> 0),
        activated_user_at = case when hashtext(privilege_id) % 3 = 0 then null else activated_user_at end
      where packaging_id = ${STANDARD_PACKAGINGS[0]!.id}`.execute(testDb.db);
    await sql`update privilege set enabled_manager = false where hashtext(id) % 11 = 0`.execute(testDb.db);
    let compared = 0;
    for (const [i, packaging] of STANDARD_PACKAGINGS.entries()) {
      const now = new Date(BASE + i * 60_000 + 1);
      for (const role of ROLES) {
        const scope = await load(roleIds[role], now);
        expect(scope?.packagingId).toBe(packaging.id);
        expect(scope?.role).toBe(role);
        const expected = await loadPackagingPrivileges(testDb.db, packaging.id, role);
        expect(scope?.privilegeIds, `${packaging.name} ${role}`).toEqual(expected);
        compared += expected.length;
      }
    }
    expect(compared).toBeGreaterThan(100);
  });

  it('has no packaging (and no privileges) before the first one starts', async () => {
    const scope = await load(roleIds.admin, new Date(BASE));
    expect(scope).toMatchObject({
      roleId: roleIds.admin,
      role: 'admin',
      packagingId: null,
      privilegeIds: [],
    });
  });

  it('finds no scope for a role of another identity or at another employer', async () => {
    const now = new Date(BASE + 3_600_000);
    expect(await load(roleIds.admin, now, { identityId: strangerId })).toBeUndefined();
    expect(await load(roleIds.admin, now, { employerId: otherEmployerId })).toBeUndefined();
    expect(await load('00000000-0000-0000-0000-000000000000', now)).toBeUndefined();
  });

  it('leaves the privileges out when the caller loads them itself (privilege-group mode)', async () => {
    const scope = await loadCallerScope(testDb.db, {
      employerId,
      identityId,
      roleId: roleIds.admin,
      now: new Date(BASE + 3_600_000),
      withPrivileges: false,
    });
    expect(scope?.packagingId).toBe(STANDARD_PACKAGINGS.at(-1)!.id);
    expect(scope?.privilegeIds).toEqual([]);
  });
});
