import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../db/test-db.ts';
import { buildSecondApp } from '../auth/testing/parallel-attempts.ts';
import {
  type EmployerClient,
  employerClient,
  signUpManager,
  signUpWithRole,
} from '../employees/testing/employee-test-helpers.ts';
import {
  buildNewCompany,
  createCompany,
  makeOrgNumber,
  type SignedIn,
  signUpUser,
} from '../employer/testing/employer-test-helpers.ts';
import { HR_KOMPLETT } from '../privileges/standard-packagings.ts';

let testApp: TestApp;
let employerId: string;
let asAdmin: EmployerClient;
let adminUser: SignedIn;
let adminRoleId: string;
let second: { user: SignedIn; roleId: string };
let asSecond: EmployerClient;
let manager: { user: SignedIn; roleId: string };
let asManager: EmployerClient;

type Entry = { id: string; type?: string; writeAccess?: boolean };

/** A second admin of the company (SQL: the users routes are another engineer's). */
function signUpAdmin(): Promise<{ user: SignedIn; roleId: string }> {
  return signUpWithRole(testApp.app, testApp.db, employerId, 'admin');
}

async function privilegesOf(client: EmployerClient): Promise<Entry[]> {
  const response = await client('GET', '/active/packaging');
  expect(response.statusCode).toBe(200);
  return response.json();
}

const group = (overrides: Record<string, unknown> = {}) => ({
  name: 'Läsbehörighet',
  description: 'Bara läsa personalregistret',
  privileges: [
    { id: 'Employee.BulkList', writeAccess: false },
    { id: 'Employee.Lifecycle.Create', writeAccess: false },
  ],
  memberRoleIds: [] as string[],
  ...overrides,
});

beforeAll(async () => {
  testApp = await buildTestApp();
  const admin = await signUpUser(testApp.app, testApp.db);
  const company = await createCompany(
    testApp.app,
    admin,
    buildNewCompany({ orgNumber: makeOrgNumber(2201), packagingId: HR_KOMPLETT.id }),
  );
  employerId = company.employerId;
  adminUser = admin;
  adminRoleId = company.adminRoleId;
  asAdmin = employerClient(testApp.app, admin, employerId, company.adminRoleId);
  second = await signUpAdmin();
  asSecond = employerClient(testApp.app, second.user, employerId, second.roleId);
  manager = await signUpManager(testApp.app, testApp.db, employerId);
  asManager = employerClient(testApp.app, manager.user, employerId, manager.roleId);
});
afterAll(async () => {
  await testApp.close();
});

describe('privilege groups', () => {
  it('gives a member exactly the group’s privileges, read or write, and takes them back on removal', async () => {
    // Packaging mode first: the second admin holds company info in HR Komplett.
    expect((await asSecond('GET', '/company-info')).statusCode).toBe(200);

    const created = await asAdmin('POST', '/privilege-groups', group({ memberRoleIds: [second.roleId] }));
    expect(created.statusCode).toBe(201);
    const { group: stored } = created.json();
    expect(stored.version).toBe(1);

    // Exactly the group's two privileges, both read only.
    expect(await privilegesOf(asSecond)).toEqual([
      { id: 'Employee.BulkList', type: 'Enabled', writeAccess: false },
      { id: 'Employee.Lifecycle.Create', type: 'Enabled', writeAccess: false },
    ]);
    expect((await asSecond('GET', '/employees')).statusCode).toBe(200);
    expect((await asSecond('GET', '/company-info')).json().code).toBe('PRIVILEGE_MISSING');
    // Read is not write: the guard refuses before looking at the (empty) body.
    const readOnly = await asSecond('POST', '/employees', {});
    expect(readOnly.statusCode).toBe(403);
    expect(readOnly.json().code).toBe('PRIVILEGE_MISSING');

    const writable = await asAdmin('PUT', `/privilege-groups/${stored.id}`, {
      ...group({ memberRoleIds: [second.roleId] }),
      privileges: [
        { id: 'Employee.BulkList', writeAccess: false },
        { id: 'Employee.Lifecycle.Create', writeAccess: true },
      ],
      version: 1,
    });
    expect(writable.statusCode).toBe(200);
    // Past the guard: the empty body is what fails now.
    expect((await asSecond('POST', '/employees', {})).statusCode).toBe(400);

    const removed = await asAdmin('PUT', `/privilege-groups/${stored.id}`, {
      ...group({ memberRoleIds: [] }),
      version: 2,
    });
    expect(removed.statusCode).toBe(200);
    // Out of every group: packaging mode again, on the very next request.
    expect((await asSecond('GET', '/company-info')).statusCode).toBe(200);

    const audit = await testApp.db
      .selectFrom('audit_event')
      .select(['action', 'employer_id', 'before', 'after'])
      .where('entity_id', '=', stored.id)
      .orderBy('id')
      .execute();
    expect(audit.map((row) => row.action)).toEqual([
      'privilege-group.created',
      'privilege-group.updated',
      'privilege-group.updated',
    ]);
    expect(audit.every((row) => row.employer_id === employerId)).toBe(true);
    // The process history reads names, never ids.
    expect(JSON.stringify(audit)).not.toContain(second.roleId);
    const firstAfter = audit[0]!.after as unknown;
    const createdAfter = (typeof firstAfter === 'string' ? JSON.parse(firstAfter) : firstAfter) as {
      privileges: string[];
    };
    expect(createdAfter.privileges).toEqual([
      'Anställda: lista och massuppdatera (läsa)',
      'Anställningens livscykel: lägga upp ny anställd (läsa)',
    ]);
  });

  it('never gives more than the packaging lets the role hold', async () => {
    // Employee.Lifecycle.Create is an admin privilege (catalogue 'A'): a manager cannot get it.
    const created = await asAdmin(
      'POST',
      '/privilege-groups',
      group({
        name: 'Chefer',
        privileges: [
          { id: 'Employee.Lifecycle.Create', writeAccess: true },
          { id: 'Employee.BulkList', writeAccess: true },
        ],
        memberRoleIds: [manager.roleId],
      }),
    );
    expect(created.statusCode).toBe(201);
    expect(await privilegesOf(asManager)).toEqual([
      { id: 'Employee.BulkList', type: 'Enabled', writeAccess: true },
    ]);
    const { group: stored } = created.json();
    expect(
      (await asAdmin('DELETE', `/privilege-groups/${stored.id}?version=${stored.version}`)).statusCode,
    ).toBe(204);
    const back = await privilegesOf(asManager);
    expect(back.some((entry) => entry.id === 'Employee.EmploymentOverview')).toBe(true);
  });

  it('refuses a stale version, a duplicate name, a stranger as member, and callers without the privilege', async () => {
    const created = await asAdmin('POST', '/privilege-groups', group({ name: 'Lön' }));
    const { group: stored } = created.json();
    const stale = await asAdmin('PUT', `/privilege-groups/${stored.id}`, {
      ...group({ name: 'Lön 2' }),
      version: 7,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().current.name).toBe('Lön');
    const duplicate = await asAdmin('POST', '/privilege-groups', group({ name: 'lön' }));
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().errors.name).toEqual(['Det finns redan en grupp med det namnet']);
    const stranger = await asAdmin(
      'POST',
      '/privilege-groups',
      group({ name: 'Främling', memberRoleIds: ['00000000-0000-4000-8000-000000000001'] }),
    );
    expect(stranger.statusCode).toBe(400);
    // PrivilegeGroups is an admin privilege: a manager may not even read the groups.
    expect((await asManager('GET', '/privilege-groups')).json().code).toBe('PRIVILEGE_MISSING');
    const list = await asAdmin('GET', '/privilege-groups');
    expect(list.statusCode).toBe(200);
    expect(list.json().roles.map((role: { roleId: string }) => role.roleId)).toContain(manager.roleId);
    expect(list.json().packaging.manager).not.toContain('Employee.Lifecycle.Create');
    await asAdmin('DELETE', `/privilege-groups/${stored.id}?version=${stored.version}`);
  });

  it('a change made through another process counts on this one’s next request (read cache)', async () => {
    const other = await buildSecondApp(testApp);
    try {
      const created = await asAdmin('POST', '/privilege-groups', group({ name: 'Andra processen' }));
      const { group: stored } = created.json();
      // Warm this process's cache with the second admin in packaging mode.
      expect((await asSecond('GET', '/company-info')).statusCode).toBe(200);
      expect((await asSecond('GET', '/company-info')).statusCode).toBe(200);
      const adminThere = employerClient(other.app, adminUser, employerId, adminRoleId);
      const joined = await adminThere('PUT', `/privilege-groups/${stored.id}`, {
        ...group({ name: 'Andra processen', memberRoleIds: [second.roleId] }),
        version: 1,
      });
      expect(joined.statusCode).toBe(200);
      await testApp.settle();
      expect((await asSecond('GET', '/company-info')).json().code).toBe('PRIVILEGE_MISSING');
    } finally {
      await other.close();
    }
  });

  it('refuses a change after which no administrator could manage the groups', async () => {
    // Both admins in a group without PrivilegeGroups: nobody could undo it.
    const lockout = await asAdmin(
      'POST',
      '/privilege-groups',
      group({ name: 'Utelåst', memberRoleIds: [adminRoleId, second.roleId] }),
    );
    expect(lockout.statusCode).toBe(409);
    expect(lockout.json().code).toBe('PRIVILEGE_GROUPS_LOCKOUT');
    // Nothing was stored: the admin still manages groups in packaging mode.
    expect((await asAdmin('GET', '/privilege-groups')).statusCode).toBe(200);
    expect(
      (await asAdmin('GET', '/privilege-groups'))
        .json()
        .groups.some((row: { name: string }) => row.name === 'Utelåst'),
    ).toBe(false);
    // With PrivilegeGroups write in the group it may be done.
    const allowed = await asAdmin(
      'POST',
      '/privilege-groups',
      group({
        name: 'Förvaltare',
        privileges: [{ id: 'PrivilegeGroups', writeAccess: true }],
        memberRoleIds: [adminRoleId, second.roleId],
      }),
    );
    expect(allowed.statusCode).toBe(201);
    expect((await asAdmin('GET', '/privilege-groups')).statusCode).toBe(200);
    const { group: stored } = allowed.json();
    expect(
      (await asAdmin('DELETE', `/privilege-groups/${stored.id}?version=${stored.version}`)).statusCode,
    ).toBe(204);
  });
});
