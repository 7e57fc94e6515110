import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../db/test-db.ts';
import {
  buildNewCompany,
  createCompany,
  makeOrgNumber,
  type SignedIn,
  sessionHeaders,
  signUpUser,
} from '../modules/employer/testing/employer-test-helpers.ts';
import { HR_KOMPLETT } from '../modules/privileges/standard-packagings.ts';
import { installEmployerScope } from './employer-scope-guard.ts';

// Packaging mode (no privilege groups): the role decides read or write of a held privilege (#23).
// Before, holding Payslip or Vacation let a user role pass any route that declared write on it.
let testApp: TestApp;
let admin: SignedIn;
let employee: SignedIn;
let company: { employerId: string; adminRoleId: string };
let userRoleId: string;

type Declared = 'ReportingAndCompliance.Payslip' | 'Employee.Balances.Details.Vacation';
const TEST_PRIVILEGES: Declared[] = ['ReportingAndCompliance.Payslip', 'Employee.Balances.Details.Vacation'];
const REPORTED = 'Employee.Events.Report.Absence';

beforeAll(async () => {
  testApp = await buildTestApp({
    register: async (app) => {
      await app.register(
        async (scoped) => {
          installEmployerScope(scoped, {
            get db() {
              return testApp.db;
            },
          });
          for (const privilege of [...TEST_PRIVILEGES, REPORTED] as const) {
            const path = `/packaging-mode/:employerId/${privilege}`;
            const declare = (access: 'read' | 'write') => ({
              config: { employerAccess: { privilege, access } },
            });
            scoped.get(path, declare('read'), async () => ({ ok: true }));
            scoped.put(path, declare('write'), async () => ({ ok: true }));
          }
        },
        { prefix: '/api/test' },
      );
    },
  });
  admin = await signUpUser(testApp.app, testApp.db);
  company = await createCompany(
    testApp.app,
    admin,
    buildNewCompany({
      companyName: 'Paketet AB',
      orgNumber: makeOrgNumber(231),
      packagingId: HR_KOMPLETT.id,
    }),
  );
  employee = await signUpUser(testApp.app, testApp.db);
  const identity = await testApp.db
    .selectFrom('identity')
    .select('id')
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  const role = await testApp.db
    .insertInto('employer_identity_role')
    .values({ employer_id: company.employerId, identity_id: identity.id, role: 'user' })
    .returning('id')
    .executeTakeFirstOrThrow();
  userRoleId = role.id;
});

afterAll(async () => {
  await testApp?.close();
});

function call(method: 'GET' | 'PUT', privilege: string, user: SignedIn, roleId: string) {
  return testApp.app.inject({
    method,
    url: `/api/test/packaging-mode/${company.employerId}/${privilege}`,
    headers: sessionHeaders(user, roleId),
    payload: method === 'PUT' ? {} : undefined,
  });
}

describe('packaging mode: read and write per role', () => {
  it('a user role reads payslips and balances but is refused a write on them', async () => {
    for (const privilege of TEST_PRIVILEGES) {
      expect((await call('GET', privilege, employee, userRoleId)).statusCode, privilege).toBe(200);
      const write = await call('PUT', privilege, employee, userRoleId);
      expect(write.statusCode, privilege).toBe(403);
      expect(write.json().code).toBe('PRIVILEGE_MISSING');
    }
  });

  it('a user role still reports its own events; an admin writes what it holds', async () => {
    expect((await call('PUT', REPORTED, employee, userRoleId)).statusCode).toBe(200);
    for (const privilege of TEST_PRIVILEGES) {
      expect((await call('PUT', privilege, admin, company.adminRoleId)).statusCode, privilege).toBe(200);
    }
  });

  it('tells the web which privileges the user role may only read', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/employer/${company.employerId}/active/packaging`,
      headers: sessionHeaders(employee, userRoleId),
    });
    expect(response.statusCode, response.body).toBe(200);
    const entries: { id: string; writeAccess?: boolean }[] = response.json();
    expect(entries.find((entry) => entry.id === 'ReportingAndCompliance.Payslip')).toEqual({
      id: 'ReportingAndCompliance.Payslip',
      writeAccess: false,
    });
    expect(entries.find((entry) => entry.id === REPORTED)).toEqual({ id: REPORTED, writeAccess: true });
  });
});
