import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../db/test-db.ts';
import {
  buildNewCompany,
  createCompany,
  makeOrgNumber,
  type SignedIn,
  signUpUser,
} from '../employer/testing/employer-test-helpers.ts';
import { HR_KOMPLETT } from '../privileges/standard-packagings.ts';
import {
  buildEmployee,
  buildEmployment,
  type EmployerClient,
  employerClient,
  signUpManager,
} from './testing/employee-test-helpers.ts';

// The read cache (src/cache/read-cache.ts) in front of the guard and the employee list: what it
// serves must never be older than a change the reader could know of, nor meant for someone else.
let testApp: TestApp;
let admin: SignedIn;
let employerId: string;
let asAdmin: EmployerClient;
let asManager: EmployerClient;
let managerRoleId: string;
let adminRoleId: string;
let teamMemberId: string;
const LIST = '/employees?sort=name&pageSize=50';

type Listed = { id: string; firstName: string; lastName: string; currentSalaryOre?: number | null };

async function listNames(client: EmployerClient, path = LIST): Promise<string[]> {
  const response = await client('GET', path);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().items.map((item: Listed) => `${item.firstName} ${item.lastName}`);
}

beforeAll(async () => {
  testApp = await buildTestApp();
  admin = await signUpUser(testApp.app, testApp.db);
  const company = await createCompany(
    testApp.app,
    admin,
    buildNewCompany({ orgNumber: makeOrgNumber(301), packagingId: HR_KOMPLETT.id }),
  );
  employerId = company.employerId;
  adminRoleId = company.adminRoleId;
  asAdmin = employerClient(testApp.app, admin, employerId, adminRoleId);

  const manager = await signUpManager(testApp.app, testApp.db, employerId);
  managerRoleId = manager.roleId;
  asManager = employerClient(testApp.app, manager.user, employerId, managerRoleId);

  for (const [lastName, managed] of [
    ['Ensam', false],
    ['Teamsson', true],
  ] as const) {
    const created = await asAdmin('POST', '/employees', {
      ...buildEmployee({ firstName: 'Cache', lastName }),
      employment: buildEmployment(managed ? { managerRoleId } : {}),
    });
    expect(created.statusCode, created.body).toBe(201);
    if (managed) teamMemberId = created.json().id;
  }
});
afterAll(async () => {
  await testApp.close();
});

describe('the read cache in front of the employee list', () => {
  it('keeps answering the same page while nothing changes', async () => {
    const first = await asAdmin('GET', LIST);
    const again = await asAdmin('GET', LIST);
    expect(again.json()).toEqual(first.json());
    expect(testApp.app.readCache.isActive).toBe(true);
    expect(
      testApp.app.readCache.keys().filter((key) => key.startsWith(`employees:${employerId}:`)),
    ).toHaveLength(1);
  });

  it("shows a change made through the API on the writer's very next request", async () => {
    await listNames(asAdmin);
    const current = (await asAdmin('GET', `/employees/${teamMemberId}`)).json();
    const renamed = await asAdmin('PATCH', `/employees/${teamMemberId}`, {
      version: current.version,
      firstName: 'Omdöpt',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await listNames(asAdmin)).toContain('Omdöpt Teamsson');
  });

  it('shows a change made behind the API (SQL, another process) once its notification is heard', async () => {
    await listNames(asAdmin);
    await testApp.db
      .updateTable('employee')
      .set({ last_name: 'Sqlsson' })
      .where('id', '=', teamMemberId)
      .execute();
    await testApp.settle();
    expect(await listNames(asAdmin)).toContain('Omdöpt Sqlsson');
  });

  it("never gives a manager the admin's cached page, nor columns their privileges hide", async () => {
    const adminPage = (await asAdmin('GET', LIST)).json();
    expect(adminPage.items).toHaveLength(2);
    expect(adminPage.items[0]).toHaveProperty('personnummer');
    const managerPage = (await asManager('GET', LIST)).json();
    expect(managerPage.items.map((item: Listed) => item.id)).toEqual([teamMemberId]);
    expect(managerPage.total).toBe(1);
    const adminColumns = Object.keys(adminPage.items.find((item: Listed) => item.id === teamMemberId));
    const managerColumns = Object.keys(managerPage.items[0]);
    expect(adminColumns).toEqual(expect.arrayContaining(['personnummer', 'currentSalaryOre']));
    // The manager role of HR Komplett does not read salaries: not from the admin's cached page either.
    expect(managerColumns).not.toContain('currentSalaryOre');
    // The salary form is an employment column the manager's employment GET shows too (not a salary).
    expect(managerColumns).toContain('salaryForm');
  });

  it('treats an employer id in upper case as the same employer', async () => {
    const shouting = employerClient(testApp.app, admin, employerId.toUpperCase(), adminRoleId);
    await listNames(shouting);
    const current = (await shouting('GET', `/employees/${teamMemberId}`)).json();
    const renamed = await shouting('PATCH', `/employees/${teamMemberId}`, {
      version: current.version,
      firstName: 'Versal',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await listNames(shouting)).toContain('Versal Sqlsson');
    await testApp.db
      .updateTable('employee')
      .set({ first_name: 'Gemen' })
      .where('id', '=', teamMemberId)
      .execute();
    await testApp.settle();
    expect(await listNames(shouting)).toContain('Gemen Sqlsson');
  });

  it("drops a manager's team page when the team changes", async () => {
    expect(await listNames(asManager)).toHaveLength(1);
    const employments = (await asAdmin('GET', `/employees/${teamMemberId}/employments`)).json();
    await testApp.db
      .updateTable('employment')
      .set({ manager_role_id: null })
      .where('id', '=', employments[0].id)
      .execute();
    await testApp.settle();
    expect(await listNames(asManager)).toEqual([]);
  });

  it('stops a removed role at the very next request after the notification', async () => {
    expect((await asManager('GET', LIST)).statusCode).toBe(200);
    await testApp.db.deleteFrom('employer_identity_role').where('id', '=', managerRoleId).execute();
    await testApp.settle();
    const refused = await asManager('GET', LIST);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('EMPLOYER_ROLE_FORBIDDEN');
  });

  it('ends a signed-out session at once, though it was cached', async () => {
    const user = await signUpUser(testApp.app, testApp.db);
    const headers = { cookie: user.cookie, 'x-lonsam-csrf': user.token };
    const entry = () => testApp.app.inject({ method: 'GET', url: '/api/entry', headers });
    expect((await entry()).statusCode).toBe(200);
    expect((await entry()).statusCode).toBe(200);
    const logout = await testApp.app.inject({ method: 'POST', url: '/api/logout', headers });
    expect(logout.statusCode).toBeLessThan(300);
    expect((await entry()).statusCode).toBe(401);
  });
});
